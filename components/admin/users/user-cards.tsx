import type { AdminUserRow } from "./types";
import { RoleBadge, StatusBadge } from "./users-table";
import { UserStatusButton } from "./user-status-button";

/** The user list on phones: one card per account with the same facts and action as the table. */
export function UserCards({ users, currentUserId }: { users: AdminUserRow[]; currentUserId: string }) {
  return (
    <ul aria-label="Users" className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {users.map((user) => (
        <li key={user._id} className="space-y-2 p-4">
          <div className="min-w-0">
            <p className="text-sm font-semibold break-all text-slate-900">{user.email}</p>
            <p className="text-sm text-slate-600">
              {user.name}
              {user.phone && <span className="text-slate-500"> · {user.phone}</span>}
            </p>
          </div>
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-wrap gap-1.5 pt-1">
              <RoleBadge isAdmin={user.isAdmin} />
              <StatusBadge disabled={user.disabled} />
            </div>
            <UserStatusButton user={user} isSelf={user.id === currentUserId} />
          </div>
        </li>
      ))}
    </ul>
  );
}
