import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Cell, DataTable, HeadCell, Row } from "@/components/quiz/data-table";
import type { AdminUserRow } from "./types";
import { ExtraTimeBadge } from "@/components/quiz/extra-time-badge";
import { ExtraTimeButton } from "./extra-time-dialog";
import { UserStatusButton } from "./user-status-button";

const pill = "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

export function RoleBadge({ isAdmin }: { isAdmin: boolean }) {
  return isAdmin ? (
    <span className={cn(pill, "bg-indigo-50 text-indigo-800 ring-indigo-200")}>Admin</span>
  ) : (
    <span className={cn(pill, "bg-slate-50 text-slate-700 ring-slate-200")}>Learner</span>
  );
}

export function StatusBadge({ disabled }: { disabled: boolean }) {
  return (
    <span className={cn(pill, disabled ? "bg-red-50 text-red-800 ring-red-200" : "bg-emerald-50 text-emerald-800 ring-emerald-200")}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", disabled ? "bg-red-500" : "bg-emerald-500")} />
      {disabled ? "Disabled" : "Active"}
    </span>
  );
}

/**
 * Email, Name, Phone, Role (with a learner's extra time), Status, and View and Extra time (learners) and Disable / Enable per row: a table on wide screens, one card
 * per account on phones (the same markup, rendered once).
 */
export function UsersTable({ users, currentUserId }: { users: AdminUserRow[]; currentUserId: string }) {
  return (
    <DataTable
      caption="Registered users"
      head={
        <>
          <HeadCell>Email</HeadCell>
          <HeadCell>Name</HeadCell>
          <HeadCell>Phone</HeadCell>
          <HeadCell>Role</HeadCell>
          <HeadCell>Status</HeadCell>
          <HeadCell className="text-right">
            <span className="sr-only">Action</span>
          </HeadCell>
        </>
      }
    >
      {users.map((user) => (
        <Row key={user._id} className={cn(user.disabled && "bg-slate-50/60")}>
          <Cell label="Email" header className="max-w-[16rem] break-all">
            {user.email}
          </Cell>
          <Cell label="Name" className="break-words md:max-w-[12rem]">
            {user.name}
          </Cell>
          <Cell label="Phone" className="whitespace-nowrap tabular-nums">
            {user.phone || <span className="text-slate-400">—</span>}
          </Cell>
          <Cell label="Role">
            <span className="flex flex-wrap gap-1.5">
              <RoleBadge isAdmin={user.isAdmin} />
              <ExtraTimeBadge percent={user.extraTimePercent} />
            </span>
          </Cell>
          <Cell label="Status">
            <span>
              <StatusBadge disabled={user.disabled} />
            </span>
          </Cell>
          <Cell label="Action" className="max-md:col-span-full max-md:items-end max-md:before:hidden md:text-right">
            <span className="inline-flex flex-wrap items-start justify-end gap-2">
              {!user.isAdmin && (
                <Link
                  href={`/admin/users/${user.id}`}
                  aria-label={`View ${user.email}`}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  View
                </Link>
              )}
              {!user.isAdmin && <ExtraTimeButton user={user} />}
              <UserStatusButton user={user} isSelf={user.id === currentUserId} />
            </span>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}
