import "server-only";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { column, pgArray, readRows } from "@/db/rows";
import { questions, users } from "@/db/schema";
import type { EstimateInput } from "./estimate";
import { firstAnswers } from "./first-answers";

/** Learners read per statement: bounded memory and a bounded hold on the (possibly embedded) database. */
export const LEARNERS_PER_CHUNK = 200;

export type AnswerData = EstimateInput & { userIds: string[]; questionIds: string[] };

/** A typed array that doubles when full. */
class Growing<T extends Int32Array | Uint8Array> {
  length = 0;
  constructor(
    public array: T,
    private readonly make: (size: number) => T,
  ) {}
  push(value: number) {
    if (this.length === this.array.length) {
      const bigger = this.make(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }
  done(): T {
    return this.array.slice(0, this.length) as T;
  }
}

/**
 * Every learner's first answers (./first-answers.ts) as typed arrays: LEARNERS_PER_CHUNK learners a
 * statement, in id order, with a turn of the event loop between statements so that, in the main
 * thread (the embedded database is the main thread's), requests keep being served. On PostgreSQL
 * the worker thread reads them over a connection of its own (./estimate-thread.ts). `beat` runs
 * after each chunk (the run renews its lease there).
 *
 * Learners and questions are numbered by their place in id order (a question added during the run
 * waits for the next one), and a chunk comes back as ONE bytea of 8 bytes an answer: the learner's
 * number × 2 + right, then the question's number. Ten million rows of UUID strings, parsed into
 * objects and looked up in maps, cost more than the whole estimation.
 */
export async function readAnswerData(db: Executor, beat: () => Promise<void> = async () => {}): Promise<AnswerData> {
  const questionIds = (await db.select({ id: questions.id }).from(questions).orderBy(questions.id)).map((row) => row.id);
  const questionNumbers = sql`unnest(${pgArray(questionIds, "uuid")}) with ordinality as qn(id, n)`;
  const person = new Growing(new Int32Array(1 << 16), (n) => new Int32Array(n));
  const item = new Growing(new Int32Array(1 << 16), (n) => new Int32Array(n));
  const correct = new Growing(new Uint8Array(1 << 16), (n) => new Uint8Array(n));
  const userIds: string[] = [];
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const learners = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} > ${after}::uuid and not ${users.isAdmin}`)
      .orderBy(users.id)
      .limit(LEARNERS_PER_CHUNK);
    if (learners.length === 0) break;
    const first = userIds.length;
    for (const { id } of learners) userIds.push(id);
    const upTo = learners.at(-1)!.id;
    const chunk = firstAnswers((column) => sql`${column} > ${after}::uuid and ${column} <= ${upTo}::uuid`);
    const [{ packed } = { packed: null }] = await readRows(
      db,
      sql`select string_agg(int4send(((un.n - 1) * 2 + f.correct::int)::int) || int4send((qn.n - 1)::int), ''::bytea) as packed
        from (${chunk}) f
        join unnest(${pgArray(
          learners.map((learner) => learner.id),
          "uuid",
        )}) with ordinality as un(id, n) on un.id = f.user_id
        join ${questionNumbers} on qn.id = f.question_id`,
      { packed: column.bytesOrNull },
    );
    if (packed) {
      const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
      for (let at = 0; at < packed.byteLength; at += 8) {
        const learner = view.getInt32(at);
        person.push(first + (learner >> 1));
        correct.push(learner & 1);
        item.push(view.getInt32(at + 4));
      }
    }
    after = upTo;
    await beat();
    await yieldToEventLoop();
    if (learners.length < LEARNERS_PER_CHUNK) break;
  }
  return {
    person: person.done(),
    item: item.done(),
    correct: correct.done(),
    persons: userIds.length,
    items: questionIds.length,
    userIds,
    questionIds,
  };
}
