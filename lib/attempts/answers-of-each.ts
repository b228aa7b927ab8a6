import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { answers } from "@/db/schema";

/**
 * Each attempt's answers (alias `an`), read through the answers' primary key one attempt at a time;
 * the key INCLUDEs option_id and answered_at, so reading those never visits the table. `offset 0`
 * keeps the planner from hashing the whole answers table instead, which it does when it misjudges
 * how many attempts there are (~0.5 s more with 2.6 million answers).
 */
export const answersOfEach = (attemptId: SQL, columns: SQL): SQL =>
  sql`cross join lateral (select ${columns} from ${answers} where attempt_id = ${attemptId} offset 0) an`;
