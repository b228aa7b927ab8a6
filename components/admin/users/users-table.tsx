import { cn } from "@/components/ui/cn";
import type { AdminUserRow } from "./types";
import { UserStatusButton } from "./user-status-button";

const th = "px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
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

/** Email, Name, Phone, Role, Status and Disable / Enable per row (md and up; phones get UserCards). */
export function UsersTable({ users, currentUserId }: { users: AdminUserRow[]; currentUserId: string }) {
  return (
    <div
      role="region"
      aria-label="Users"
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Registered users</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Phone
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={cn(th, "text-right")}>
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr key={user._id} className={cn("hover:bg-slate-50/70", user.disabled && "bg-slate-50/60")}>
              <th scope="row" className="max-w-[16rem] px-4 py-3 text-left font-medium break-all text-slate-900">
                {user.email}
              </th>
              <td className="max-w-[12rem] px-4 py-3 break-words text-slate-700">{user.name}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums">
                {user.phone || <span className="text-slate-400">—</span>}
              </td>
              <td className="px-4 py-3">
                <RoleBadge isAdmin={user.isAdmin} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge disabled={user.disabled} />
              </td>
              <td className="px-4 py-3 text-right">
                <UserStatusButton user={user} isSelf={user.id === currentUserId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
