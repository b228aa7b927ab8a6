import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getRequestUser } from "@/lib/auth/guards";
import { grandTestsFor } from "@/lib/grand-tests/startable";

/**
 * Public: every grand test with its status; `mine` tells the signed-in learner's part ("none" when signed out).
 * Extras for the home page's notice (a static page): `startable`, the ids the caller may start now, and `serverNow` for its countdown;
 * `extraTimePercent`, a learner's extra time (docs/rules.md, "Extra time").
 */
export const GET = handle(async (request) => {
  const { tests, startable, extraTimePercent } = await grandTestsFor(await getRequestUser(request));
  return ok(tests, undefined, { startable: [...startable], serverNow: new Date().toISOString(), extraTimePercent });
});
