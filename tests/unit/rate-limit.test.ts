import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { rateLimits } from "@/db/schema";
import { countHit, currentHits, resetHits } from "@/lib/rate-limit";
import { setUpTestDatabase } from "../support/db";

setUpTestDatabase();
const window = { limit: 3, windowSeconds: 60 };

describe("rate limits in the database", () => {
  it("counts hits within a window and reports the wait", async () => {
    const key = `test:${randomUUID()}`;
    expect((await currentHits(key, window)).hits).toBe(0);
    await countHit(key, window);
    await countHit(key, window);
    const third = await countHit(key, window);
    expect(third.hits).toBe(3);
    expect(third.retryAfterSeconds).toBeGreaterThan(50);
    expect((await currentHits(key, window)).hits).toBe(3);
  });

  it("counts concurrent hits exactly once each", async () => {
    const key = `test:${randomUUID()}`;
    await Promise.all(Array.from({ length: 10 }, () => countHit(key, window)));
    expect((await currentHits(key, window)).hits).toBe(10);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `test:${randomUUID()}`;
    await countHit(key, window);
    await getDb()
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '2 minutes'` })
      .where(sql`${rateLimits.key} = ${key}`);
    expect((await currentHits(key, window)).hits).toBe(0);
    expect((await countHit(key, window)).hits).toBe(1);
  });

  it("resets", async () => {
    const key = `test:${randomUUID()}`;
    await countHit(key, window);
    await resetHits(key);
    expect((await currentHits(key, window)).hits).toBe(0);
  });
});
