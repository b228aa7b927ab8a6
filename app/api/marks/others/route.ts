import { z } from "zod";
import { readQuery, withLearner } from "@/lib/api/handler";
import { ok } from "@/lib/api/respond";
import { othersChoseAfterPractice } from "@/lib/marks/others-chose";

const querySchema = z.object({ questionId: z.uuid("Unknown question.").transform((id) => id.toLowerCase()) });

/** `?questionId=`: option id → percent of other learners who chose it, once the learner has seen its key in practice. */
export const GET = withLearner(async (request, user) =>
  ok(await othersChoseAfterPractice(user.id, readQuery(request, querySchema).questionId)),
);
