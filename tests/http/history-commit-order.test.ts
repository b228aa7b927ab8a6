import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { entitlements } from "@/db/schema";
import { accommodationOf, setExtraTime } from "@/lib/accommodations/admin";
import { extendAccess, extensionsOf } from "@/lib/entitlements/extend";
import { entitle, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { blockedBy, postgresSql, until } from "../support/pg-locks";

setUpTestDatabase();

/**
 * docs/rules.md, "Extra time" and "A learner's record and extending access": a history row carries
 * the time its change took effect, so the history is in commit order and its newest row is the
 * change that stands. Racing transactions need PostgreSQL (the CI's second pass).
 */
describe.skipIf(!process.env.DATABASE_URL)("history of two racing changes, on PostgreSQL", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * Races two changes of one learner, made by the app's own writers: `second`'s transaction begins
   * first, and is held before its first statement; `first` then takes the learner's lock and is
   * held inside its transaction (its record's foreign key waits for `firstAdmin`'s row, locked
   * here); `second` is let go and waits for that lock. Then `first` commits, and `second` after it:
   * `second` stands, though its transaction began before `first`'s.
   */
  async function race(firstAdmin: string, first: () => Promise<unknown>, second: () => Promise<unknown>) {
    const db = getDb();
    const transaction = db.transaction.bind(db);
    let secondPid = 0;
    let letSecondGo!: () => void;
    const held = new Promise<void>((open) => (letSecondGo = open));
    const secondBegan = new Promise<void>((began) => {
      vi.spyOn(db, "transaction").mockImplementationOnce(((work, config) =>
        transaction(async (tx) => {
          const [row] = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, now()`);
          secondPid = Number(row!.pid);
          began();
          await held;
          return work(tx);
        }, config)) as typeof db.transaction);
    });
    const secondDone = second();
    await secondBegan;

    const holder = await postgresSql().reserve();
    await holder`begin`;
    await holder`select 1 from users where id = ${firstAdmin} for update`;
    const [{ pid: holderPid }] = await holder`select pg_backend_pid() as pid`;
    const firstDone = first();
    await until(async () => (await blockedBy(Number(holderPid))).length > 0);
    const [firstPid] = await blockedBy(Number(holderPid));
    expect(firstPid).toBeDefined();
    letSecondGo();
    await until(async () => (await blockedBy(firstPid!)).includes(secondPid));
    expect(await blockedBy(firstPid!)).toContain(secondPid); // the second waits for the first's lock
    await holder`commit`;
    holder.release();
    await Promise.all([firstDone, secondDone]);
  }

  it("lists the extra time that stands first", async () => {
    const learner = await createUser();
    const [firstAdmin, secondAdmin] = [await createUser({ isAdmin: true }), await createUser({ isAdmin: true })];
    await race(
      firstAdmin.id,
      () => setExtraTime(firstAdmin.id, learner.id, { extraTimePercent: 25, reason: "First change" }),
      () => setExtraTime(secondAdmin.id, learner.id, { extraTimePercent: 50, reason: "Second change" }),
    );
    const view = await accommodationOf(learner.id);
    expect(view.extraTimePercent).toBe(50);
    expect(view.history.map((change) => [change.extraTimePercent, change.reason])).toEqual([
      [50, "Second change"],
      [25, "First change"],
    ]);
  });

  it("lists the access extension that stands first, ending where the access now ends", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    await entitle(learner.id, subject.id);
    const [firstAdmin, secondAdmin] = [await createUser({ isAdmin: true }), await createUser({ isAdmin: true })];
    await race(
      firstAdmin.id,
      () => extendAccess(firstAdmin.id, learner.id, { subjectId: subject.id, days: 10, reason: "First extension" }),
      () => extendAccess(secondAdmin.id, learner.id, { subjectId: subject.id, days: 20, reason: "Second extension" }),
    );
    const [period] = await getDb().select({ endsAt: entitlements.endsAt }).from(entitlements).where(eq(entitlements.userId, learner.id));
    const { items } = await extensionsOf(learner.id, 10);
    expect(items.map((extension) => extension.reason)).toEqual(["Second extension", "First extension"]);
    expect(items[0]!.newEndsAt).toBe(period!.endsAt.toISOString());
    expect(items[1]!.newEndsAt).toBe(items[0]!.oldEndsAt);
  });
});
