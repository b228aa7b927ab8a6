import { accommodationOf, accommodationSchema, setExtraTime, USER_NOT_FOUND } from "@/lib/accommodations/admin";
import { idParam, readJson, withAdmin } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";

/** A learner's extra time and its history, newest first (docs/rules.md, "Extra time"): admins only. */
export const GET = withAdmin<{ id: string }>(async (_request, _admin, context) =>
  ok(await accommodationOf(await idParam(context, USER_NOT_FOUND))),
);

/** `{ extraTimePercent: 0–100, reason }`: sets a learner's extra time (0 removes it) and records who, when and why. */
export const POST = withAdmin<{ id: string }>(async (request, admin, context) => {
  const userId = await idParam(context, USER_NOT_FOUND);
  const input = await readJson(request, accommodationSchema);
  const view = await setExtraTime(admin.id, userId, input);
  return ok(view, input.extraTimePercent > 0 ? `Extra time set to ${input.extraTimePercent} %.` : "Extra time removed.");
});
