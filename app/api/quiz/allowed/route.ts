import { withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { listAllowedQuizzes } from "@/lib/attempts/allowed";

export const GET = withLearner(async (_request, user) => ok(await listAllowedQuizzes(user.id)));
