import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { attempts, users } from "@/db/schema";
import { PERCENTAGE_DIGITS, percentageOf } from "@/lib/attempts/rules";
import { formatPercent } from "@/lib/format";
import { getEnv } from "@/lib/env";
import type { MailJob } from "@/lib/mail/queue";

/** Where a participant reads the results (the grand tests screen's results page). */
export const resultsPath = (quizId: string) => `/grand-tests/${quizId}/results`;

/** One mail per participant, written with the ranks in the finalising transaction: sent once (the dedupe key). */
export async function resultsOpenMails(tx: Executor, quiz: { id: string; name: string }): Promise<MailJob[]> {
  const participants = await tx
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      rank: attempts.rank,
      percentile: attempts.percentile,
      score: attempts.score,
      totalMarks: attempts.totalMarks,
    })
    .from(attempts)
    .innerJoin(users, eq(users.id, attempts.userId))
    .where(and(eq(attempts.quizId, quiz.id), isNull(attempts.entitlementId), isNotNull(attempts.rank)));
  const link = `${getEnv().APP_URL}${resultsPath(quiz.id)}`;
  return participants.map((participant) => ({
    dedupeKey: `grand-test-results:${quiz.id}:${participant.userId}`,
    to: participant.email,
    subject: `Results of ${quiz.name} are open`,
    text: [
      `Dear ${participant.name},`,
      "",
      `The results of the grand test ${quiz.name} are open.`,
      `Your score: ${participant.score} of ${participant.totalMarks} (${formatPercent(percentageOf(participant.score!, participant.totalMarks!), { digits: PERCENTAGE_DIGITS })}),` +
        ` rank ${participant.rank} of ${participants.length}, percentile ${Number(participant.percentile).toFixed(2)}.`,
      "",
      `Your rank, the distribution of scores, the leaderboard and your review: ${link}`,
      "",
      "AnaesPrep",
    ].join("\n"),
  }));
}
