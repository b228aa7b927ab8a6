import { idParam, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { EXTENSION_MESSAGES } from "@/lib/entitlements/extend";
import { learnerRecord } from "@/lib/users/record";

/**
 * A learner's payments, access periods, extensions and attempts, latest first: admins only
 * (docs/rules.md, "A learner's record and extending access").
 */
export const GET = withAdmin<{ id: string }>(async (_request, admin, context) =>
  ok(await learnerRecord(admin, await idParam(context, EXTENSION_MESSAGES.userNotFound))),
);
