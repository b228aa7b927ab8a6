import { z } from "zod";

const id = (label: string) => z.uuid(`Unknown ${label}.`);

/** startedAt / submittedAt from the client are accepted for compatibility and ignored: the server clock rules. */
export const startSchema = z.object({ quizId: id("quiz"), startedAt: z.unknown().optional() });
export const submitSchema = z.object({ quizAttemptId: id("quiz attempt"), questionId: id("question"), optionId: id("option") });
export const endSchema = z.object({ quizAttemptId: id("quiz attempt"), submittedAt: z.unknown().optional() });
