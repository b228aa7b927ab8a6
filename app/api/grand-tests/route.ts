import { handle } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { getRequestUser } from "@/lib/auth/guards";
import { listGrandTests } from "@/lib/grand-tests/list";

/** Public: every grand test with its status; `mine` tells the signed-in learner's part ("none" when signed out). */
export const GET = handle(async (request) => {
  const user = await getRequestUser(request);
  return ok(await listGrandTests(user?.id ?? null));
});
