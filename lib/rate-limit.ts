import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";

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

function secondsLeft(windowStartedAt: Date, window: Window): number {
  const endsAt = windowStartedAt.getTime() + window.windowSeconds * 1000;
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** A limit keyed by client address; an unknown address is not counted. */
export const ipKey = (scope: string, ip: string | null) => (ip ? `${scope}:ip:${ip}` : null);

const NO_HITS = { hits: 0, retryAfterSeconds: 0 };
export const countHitIfKeyed = (key: string | null, window: Window) => (key ? countHit(key, window) : Promise.resolve(NO_HITS));
export const currentHitsIfKeyed = (key: string | null, window: Window) => (key ? currentHits(key, window) : Promise.resolve(NO_HITS));

export function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}
