import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { attempts } from "@/db/schema";

/**
 * Each learner's first attempt of each quiz (item analysis and grand-test percentiles count only
 * these): the earliest started, then the lowest id, ended or not. `where` narrows the attempts
 * (alias `a`), `columns` picks what to read of them; the order follows attempts_quiz_first_idx.
 */
export const firstAttempts = (columns: SQL, where: SQL): SQL => sql`
  select distinct on (a.quiz_id, a.user_id) ${columns}
  from ${attempts} a where ${where}
  order by a.quiz_id, a.user_id, a.started_at, a.id`;
