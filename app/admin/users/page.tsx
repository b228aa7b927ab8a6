import type { Metadata } from "next";
import { UserSearch } from "@/components/admin/users/user-search";
import { UserCards } from "@/components/admin/users/user-cards";
import { UsersTable } from "@/components/admin/users/users-table";
import { EmptyState } from "@/components/ui/empty-state";
import { UsersIcon } from "@/components/ui/icons";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { listUsers, userSearchSchema } from "@/lib/users/admin";

export const metadata: Metadata = { title: "Users" };

type Props = { searchParams: Promise<{ search?: string | string[] }> };

export default async function AdminUsersPage({ searchParams }: Props) {
  const admin = await requirePageAdmin();
  const raw = (await searchParams).search;
  const parsed = userSearchSchema.safeParse({ search: Array.isArray(raw) ? raw[0] : raw });
  const search = parsed.success ? parsed.data.search : "";
  const users = await listUsers(search);
  const count = `${users.length} ${users.length === 1 ? "user" : "users"}`;

  return (
    <>
      <PageHeader
        title="Users"
        description="Everyone with an account. Disabling an account signs its owner out and stops them signing in until you enable it again."
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <UserSearch initial={search} />
        <p aria-live="polite" className="text-sm text-slate-600">
          {search ? `${count} matching “${search}”` : count}
        </p>
      </div>
      {users.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title={search ? "No users match your search" : "No users yet"}>
          {search ? "Try part of an email address or a name." : "Accounts appear here as people register."}
        </EmptyState>
      ) : (
        <>
          <div className="hidden md:block">
            <UsersTable users={users} currentUserId={admin.id} />
          </div>
          <div className="md:hidden">
            <UserCards users={users} currentUserId={admin.id} />
          </div>
        </>
      )}
    </>
  );
}
