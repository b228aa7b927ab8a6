import "server-only";
import { gt, sql } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { reviewBackfill, users } from "@/db/schema";
import { column, readRows } from "@/db/rows";
import { replayLearners } from "./replay";

export type BackfillOptions = {
  /** Learners per batch (one transaction). */
  batchSize?: number;
  /** Pause between batches, so the server's requests and the database get their turn. */
  pauseMs?: number;
  /** Checked between batches: true stops the run (the next start resumes it). */
  stopping?: () => boolean;
};
export type BackfillRun = { learners: number; reviews: number; finished: boolean };
type Batch = { kind: "done"; learners: number; reviews: number } | { kind: "busy" } | { kind: "finished" };

const BATCH = 50;
const PAUSE_MS = 10;
/** How long to wait while another instance holds the progress row. */
const BUSY_PAUSE_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One batch, one transaction: claims the progress row (another instance working a batch → busy),
 * locks the next learners' user rows in id order — live recording of their reviews waits for the
 * commit (lockLearners in lib/reviews/record.ts) — replays their history and moves the cursor.
 */
async function runBatch(db: Database, batchSize: number): Promise<Batch> {
  return db.transaction(async (tx) => {
    const [progress] = await readRows(
      tx,
      sql`select ${reviewBackfill.lastUserId} as last_user_id, ${reviewBackfill.finishedAt} is not null as finished
        from ${reviewBackfill} where ${reviewBackfill.id} = 1 for update skip locked`,
      { last_user_id: column.textOrNull, finished: column.boolean },
    );
    if (!progress) return { kind: "busy" };
    if (progress.finished) return { kind: "finished" };
    const lo = progress.last_user_id;
    const learners = await tx
      .select({ id: users.id })
      .from(users)
      .where(lo === null ? undefined : gt(users.id, lo))
      .orderBy(users.id)
      .limit(batchSize)
      .for("no key update");
    if (learners.length === 0) {
      await tx.execute(sql`update ${reviewBackfill} set finished_at = now() where id = 1`);
      return { kind: "finished" };
    }
    const hi = learners.at(-1)!.id;
    const reviews = await replayLearners(tx, lo, hi);
    await tx.execute(sql`update ${reviewBackfill} set last_user_id = ${hi} where id = 1`);
    return { kind: "done", learners: learners.length, reviews };
  });
}

/**
 * Creates the cards of everything learners saw before cards existed, replaying each learner's
 * history in time order, in batches of learners in id order (docs/rules.md, "Review"). Resumes
 * from the stored cursor; does nothing once finished; safe on several instances at once.
 */
export async function backfillReviews(options: BackfillOptions = {}, db: Database = getDb()): Promise<BackfillRun> {
  const { batchSize = BATCH, pauseMs = PAUSE_MS, stopping = () => false } = options;
  await db.execute(sql`insert into ${reviewBackfill} (id) values (1) on conflict (id) do nothing`);
  const run: BackfillRun = { learners: 0, reviews: 0, finished: false };
  while (!stopping()) {
    const batch = await runBatch(db, batchSize);
    if (batch.kind === "finished") return { ...run, finished: true };
    if (batch.kind === "done") {
      run.learners += batch.learners;
      run.reviews += batch.reviews;
    }
    await sleep(batch.kind === "busy" ? BUSY_PAUSE_MS : pauseMs);
  }
  return run;
}

export type BackfillJob = { done: Promise<void>; stop: () => Promise<void> };
/** A failed run (a lost connection, a deadlock) tries again after this long, this many times. */
const RETRY_MS = 60_000;
const RETRIES = 3;

/** Runs the backfill in the background of this process (server/background-jobs.ts), with a line in the log. */
export function startReviewBackfill(): BackfillJob {
  let stopped = false;
  const work = async () => {
    const started = performance.now();
    const total = { learners: 0, reviews: 0 };
    for (let attempt = 0; attempt <= RETRIES && !stopped; attempt += 1) {
      try {
        const run = await backfillReviews({ stopping: () => stopped });
        total.learners += run.learners;
        total.reviews += run.reviews;
        break;
      } catch (error) {
        console.error(`[reviews] the backfill failed${attempt < RETRIES ? "; it tries again in a minute" : ""}`, error);
        for (let waited = 0; attempt < RETRIES && waited < RETRY_MS && !stopped; waited += 1_000) await sleep(1_000);
      }
    }
    if (total.learners > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(`[reviews] backfilled ${total.reviews} reviews for ${total.learners} learners in ${seconds} s`);
    }
  };
  const done = work();
  return {
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}
