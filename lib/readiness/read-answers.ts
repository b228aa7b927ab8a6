import "server-only";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { queryRows } from "@/db/rows";
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
 */
export async function readAnswerData(db: Executor, beat: () => Promise<void> = async () => {}): Promise<AnswerData> {
  const person = new Growing(new Int32Array(1 << 16), (n) => new Int32Array(n));
  const item = new Growing(new Int32Array(1 << 16), (n) => new Int32Array(n));
  const correct = new Growing(new Uint8Array(1 << 16), (n) => new Uint8Array(n));
  const userIndex = new Map<string, number>();
  const questionIndex = new Map<string, number>();
  const indexOf = (map: Map<string, number>, id: string) => {
    let index = map.get(id);
    if (index === undefined) map.set(id, (index = map.size));
    return index;
  };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const learners = await queryRows<{ id: string }>(
      db,
      sql`select id from users where id > ${after}::uuid and not is_admin order by id limit ${LEARNERS_PER_CHUNK}`,
    );
    if (learners.length === 0) break;
    const upTo = learners.at(-1)!.id;
    // Only the three columns the model uses: no answered_at to parse into a Date per row.
    const chunk = firstAnswers((column) => sql`${column} > ${after}::uuid and ${column} <= ${upTo}::uuid`);
    const rows = await queryRows<{ user_id: string; question_id: string; correct: boolean }>(
      db,
      sql`select f.user_id, f.question_id, f.correct from (${chunk}) f`,
    );
    for (const row of rows) {
      person.push(indexOf(userIndex, row.user_id));
      item.push(indexOf(questionIndex, row.question_id));
      correct.push(row.correct ? 1 : 0);
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
    persons: userIndex.size,
    items: questionIndex.size,
    userIds: [...userIndex.keys()],
    questionIds: [...questionIndex.keys()],
  };
}
