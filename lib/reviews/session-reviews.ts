import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { practiceQuestions, reviewLogs } from "@/db/schema";
import { column, readRows } from "@/db/rows";
import { ratingName, type RatingName } from "./fsrs";
import { nextDueTimes, questionScheduleSchema } from "./schedule";

/**
 * How an answered question of a tutor or review session was rated, and when each rating brings it
 * back. The screen tells those times from `reviewedAt` (the answer), never from the clock of the
 * moment: the server's render and the browser's then read the same, whatever the phone's clock says.
 */
export type QuestionReview = { rating: RatingName; corrected: boolean; reviewedAt: string; next: Record<RatingName, string> };

/** The reviews a tutor or review session has made so far, by question. */
export async function reviewsOfSession(sessionId: string): Promise<Map<string, QuestionReview>> {
  const rows = await readRows(
    getDb(),
    sql`select l.question_id, pq.schedule, l.rating, l.corrected_from, to_json(l.reviewed_at) as reviewed_at
      from ${reviewLogs} l join ${practiceQuestions} pq on pq.session_id = l.source_id and pq.question_id = l.question_id
      where l.source_id = ${sessionId}`,
    {
      question_id: column.text,
      schedule: column.jsonOrNull(questionScheduleSchema),
      rating: column.number,
      corrected_from: column.numberOrNull,
      reviewed_at: column.text,
    },
  );
  return new Map(
    rows.flatMap((row) =>
      row.schedule
        ? [
            [
              row.question_id,
              {
                rating: ratingName(row.rating),
                corrected: row.corrected_from !== null,
                reviewedAt: row.reviewed_at,
                next: nextDueTimes(row.schedule, new Date(row.reviewed_at)),
              },
            ] as const,
          ]
        : [],
    ),
  );
}
