import type { listUsers } from "@/lib/users/admin";

/** One row of the admin user list, as lib/users/admin returns it. */
export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>["items"][number];
