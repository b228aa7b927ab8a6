import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";

/** The learner's extra time as it is at the start, read inside the statement that starts the timed thing. */
const percentOf = (userId: string) => sql`(select ${users.extraTimePercent} from ${users} where ${users.id} = ${userId}::uuid)`;

/** `minutes` × `percent` / 100 as an interval of whole seconds (the rounding of allowedSeconds in ./terms). */
const share = (minutes: number, percent: SQL) =>
  sql`make_interval(secs => round(${minutes}::int * 60 * ${percent} / 100.0)::double precision)`;

/**
 * The deadline, as SQL, of a timed thing of `minutes` that `userId` starts now (docs/rules.md,
 * "Extra time"): now + minutes × (1 + p/100); for a grand test never later than its close +
 * minutes × p/100. Every start (quiz attempt, timed practice, grand test) takes its deadline from
 * here; a running one keeps the deadline it got.
 */
export function startDeadline(userId: string, minutes: number, grandTestCloses?: Date): SQL {
  const percent = percentOf(userId);
  const full = sql`now() + ${share(minutes, sql`(100 + ${percent})`)}`;
  if (!grandTestCloses) return full;
  return sql`least(${full}, ${grandTestCloses.toISOString()}::timestamptz + ${share(minutes, percent)})`;
}

/** The learner's extra time now, in percent (0 for an unknown account): what the start screens announce. */
export async function extraTimePercentOf(userId: string): Promise<number> {
  const [row] = await getDb().select({ percent: users.extraTimePercent }).from(users).where(eq(users.id, userId));
  return row?.percent ?? 0;
}
