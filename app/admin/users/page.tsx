import type { Metadata } from "next";
import { UserSearch } from "@/components/admin/users/user-search";
import { UsersTable } from "@/components/admin/users/users-table";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { UsersIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { Pager, PastLastPage, rangeText } from "@/components/ui/pager";
import { requirePageAdmin } from "@/lib/auth/session";
import { readChoice, readPageParams, readSearch, type SearchParams } from "@/lib/pagination";
import { listUsers, USER_FILTERS } from "@/lib/users/admin";

export const metadata: Metadata = { title: "Users" };

const PATH = "/admin/users";
const TABS = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "disabled", label: "Disabled" },
  { value: "admins", label: "Admins" },
] as const;

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requirePageAdmin();
  const params = await searchParams;
  const search = readSearch(params);
  const status = readChoice(params, "status", USER_FILTERS, "all");
  const users = await listUsers({ ...readPageParams(params), search, status });
  const filters = { search: search || undefined, status: status === "all" ? undefined : status };
  const count = rangeText(users, "user");

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone with an account. Disabling an account signs its owner out and stops them signing in until you enable it again."
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <UserSearch initial={search} keep={{ status: filters.status }} />
        <FilterTabs
          label="Filter users"
          tabs={TABS}
          current={status}
          path={PATH}
          param="status"
          query={{ search: filters.search }}
          defaultValue="all"
        />
      </div>
      <p aria-live="polite" className="mb-3 text-sm text-slate-600">
        {search ? `${count} matching “${search}”` : count}
      </p>
      {users.total === 0 ? (
        <EmptyState icon={<UsersIcon />} title={search ? "No users match your search" : "No users here"}>
          {search ? "Try part of an email address or a name." : "Accounts appear here as people register."}
        </EmptyState>
      ) : users.items.length === 0 ? (
        <PastLastPage info={users} path={PATH} query={filters} />
      ) : (
        <UsersTable users={users.items} currentUserId={admin.id} />
      )}
      <Pager info={users} path={PATH} query={filters} label="Users pages" />
    </>
  );
}
