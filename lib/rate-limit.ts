import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { DomainError } from "@/lib/errors";

export type Window = { limit: number; windowSeconds: number };

const windowExpired = (windowSeconds: number) => sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;

/** Counts one hit in a fixed window, atomically in the database (shared by every instance). */
export async function countHit(key: string, window: Window): Promise<{ hits: number; retryAfterSeconds: number }> {
  const [row] = await getDb()
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowExpired(window.windowSeconds)} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired(window.windowSeconds)} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  return { hits: row!.hits, retryAfterSeconds: secondsLeft(row!.windowStartedAt, window) };
}

/** Hits counted so far in the current window (0 when the window has passed). */
export async function currentHits(key: string, window: Window): Promise<{ hits: number; retryAfterSeconds: number }> {
  const [row] = await getDb().select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  if (!row) return { hits: 0, retryAfterSeconds: 0 };
  const retryAfterSeconds = secondsLeft(row.windowStartedAt, window);
  return retryAfterSeconds > 0 ? { hits: row.hits, retryAfterSeconds } : { hits: 0, retryAfterSeconds: 0 };
}

export async function resetHits(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Takes back one hit (a try that turned out to be legitimate, e.g. a successful sign-in). */
export async function undoHit(key: string): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** One limit of an action: per account or per client address (every try counts under some key). */
export type Throttle = { key: string; window: Window };

/**
 * Counts this try against every throttle (answering each one's hits so far) BEFORE the expensive or guessable check it guards, each
 * in one atomic statement, and refuses with 429 when any is over its limit: concurrent tries all
 * count, so the check behind it runs at most `limit` times per window, however many arrive at once.
 */
export async function countTry(throttles: Throttle[], refusal: (wait: string) => string): Promise<number[]> {
  const counts = await Promise.all(throttles.map(({ key, window }) => countHit(key, window)));
  const waits = counts.filter((count, index) => count.hits > throttles[index]!.window.limit).map((count) => count.retryAfterSeconds);
  if (waits.length > 0)
    throw new DomainError("RateLimited", refusal(describeWait(Math.max(...waits))), {
      details: { retryAfterSeconds: Math.max(1, ...waits) },
    });
  return counts.map((count) => count.hits);
}

function secondsLeft(windowStartedAt: Date, window: Window): number {
  const endsAt = windowStartedAt.getTime() + window.windowSeconds * 1000;
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/**
 * A limit keyed by client address. Requests whose address is unknown (no production front, see
 * `clientIp`) are counted together under one shared key: the limit still holds for them, however
 * many addresses they claim (docs/rules.md, "Accounts and sessions").
 */
export const ipKey = (scope: string, ip: string | null) => `${scope}:ip:${ip ?? UNIDENTIFIED_CLIENT}`;

/** The shared address of every request whose address is unknown. */
export const UNIDENTIFIED_CLIENT = "unidentified";

function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}
