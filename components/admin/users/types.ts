import type { listUsers } from "@/lib/users/admin";

/** One row of the admin user list, as lib/users/admin returns it. */
export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>["items"][number];

/** `GET /api/users/{id}/accommodation`: a learner's extra time and its history. */
export type { AccommodationView } from "@/lib/accommodations/admin";

/** `GET /api/users/{id}/record`: a learner's payments, access periods, extensions and attempts. */
export type { LearnerRecord, Latest } from "@/lib/users/record";
export type { AccessPeriod } from "@/lib/entitlements/periods";
export type { ExtensionResult } from "@/lib/entitlements/extend";
