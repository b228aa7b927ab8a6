import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { analyticsCache } from "@/db/schema";

/**
 * A read-through cache in the database (shared by every instance) for figures that cost a pass
 * over many answers. An entry is reused only while `fingerprint` — a cheap summary of everything
 * the figures depend on — is the same, and, with `maxAgeSeconds`, while it is younger than that
 * (for what no cheap fingerprint covers). Otherwise `compute` runs and replaces it.
 */
export async function cachedFigures<T>(
  scope: string,
  fingerprint: string,
  compute: () => Promise<T>,
  options: { maxAgeSeconds?: number } = {},
): Promise<T> {
  const db = getDb();
  const [entry] = await db
    .select({ payload: analyticsCache.payload, fresh: freshness(options.maxAgeSeconds) })
    .from(analyticsCache)
    .where(eq(analyticsCache.scope, scope));
  if (entry && entry.fresh && entryMatches(entry.payload, fingerprint)) return (entry.payload as Stored<T>).figures;
  const figures = await compute();
  const payload: Stored<T> = { fingerprint, figures };
  await db
    .insert(analyticsCache)
    .values({ scope, payload })
    .onConflictDoUpdate({ target: analyticsCache.scope, set: { payload, computedAt: sql`now()` } });
  return figures;
}

type Stored<T> = { fingerprint: string; figures: T };
const entryMatches = (payload: unknown, fingerprint: string) => (payload as Stored<unknown> | null)?.fingerprint === fingerprint;
const freshness = (maxAgeSeconds?: number) =>
  maxAgeSeconds === undefined
    ? sql<boolean>`true`
    : sql<boolean>`${analyticsCache.computedAt} > now() - make_interval(secs => ${maxAgeSeconds})`;
