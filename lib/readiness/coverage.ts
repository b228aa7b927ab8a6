import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pgArray, queryRows } from "@/db/rows";
import { firstAnswers } from "./first-answers";
import { eapAbility, READINESS_ANSWERS, readinessBand, type TestCurve } from "./index";

const CANDIDATES_PER_CHUNK = 200;
/** Finalised grand tests without coverage yet, caught up per run (a bounded amount of work). */
const CATCH_UP = 5;

/**
 * docs/rules.md, "Readiness": how honest the band is. For each candidate of a closed grand test who
 * had a readiness before it opened (EAP from their first answers made before the opening, at least
 * READINESS_ANSWERS on the scale), was their actual percent (first attempt) inside [low, high]?
 */
export async function computeCoverage(
  grandTestId: string,
  curve: TestCurve,
  at: Date,
): Promise<{ inside: number; candidates: number } | null> {
  const [test] = await queryRows<{ opensAt: string }>(
    getDb(),
    sql`select to_json(opens_at) as "opensAt" from quizzes where id = ${grandTestId} and kind = 'grand_test' and results_at is not null`,
  );
  if (!test) return null;
  const opensAt = new Date(test.opensAt);
  let inside = 0;
  let candidates = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const sitters = await queryRows<{ userId: string; percent: number }>(
      getDb(),
      sql`select distinct on (user_id) user_id as "userId", 100.0 * coalesce(correct_count, 0) / nullif(total_questions, 0) as "percent"
        from attempts where quiz_id = ${grandTestId} and submitted_at is not null and user_id > ${after}::uuid
        order by user_id, started_at limit ${CANDIDATES_PER_CHUNK}`,
    );
    if (sitters.length === 0) break;
    const answers = await queryRows<{ userId: string; difficulty: number; correct: boolean }>(
      getDb(),
      sql`select f.user_id as "userId", ic.difficulty, f.correct
        from (${firstAnswers(
          (column) =>
            sql`${column} = any(${pgArray(
              sitters.map((sitter) => sitter.userId),
              "uuid",
            )})`,
          opensAt,
        )}) f join item_calibrations ic on ic.question_id = f.question_id`,
    );
    const byUser = new Map<string, typeof answers>();
    for (const answer of answers) {
      if (!byUser.has(answer.userId)) byUser.set(answer.userId, []);
      byUser.get(answer.userId)!.push(answer);
    }
    for (const sitter of sitters) {
      const before = byUser.get(sitter.userId) ?? [];
      if (before.length < READINESS_ANSWERS || sitter.percent === null) continue;
      const { ability, se } = eapAbility(before.map(({ difficulty, correct }) => ({ difficulty, correct })));
      const band = readinessBand(curve, ability, se);
      candidates++;
      if (Number(sitter.percent) >= band.low && Number(sitter.percent) <= band.high) inside++;
    }
    after = sitters.at(-1)!.userId;
    if (sitters.length < CANDIDATES_PER_CHUNK) break;
  }
  await getDb().execute(sql`insert into readiness_coverage (grand_test_id, inside, candidates, computed_at)
    values (${grandTestId}, ${inside}, ${candidates}, ${at.toISOString()}::timestamptz)
    on conflict (grand_test_id) do update set inside = excluded.inside, candidates = excluded.candidates, computed_at = excluded.computed_at`);
  return { inside, candidates };
}

/** The run's own grand test (again), then finalised grand tests that have no coverage yet. */
export async function coverAfterRun(grandTestId: string | null, curve: TestCurve, at: Date): Promise<void> {
  const pending = await queryRows<{ id: string }>(
    getDb(),
    sql`select q.id from quizzes q where q.kind = 'grand_test' and q.results_at is not null and q.deleted_at is null
      and not exists (select 1 from readiness_coverage c where c.grand_test_id = q.id)
      order by q.results_at desc limit ${CATCH_UP}`,
  );
  const ids = new Set([...(grandTestId ? [grandTestId] : []), ...pending.map((row) => row.id)]);
  for (const id of ids) await computeCoverage(id, curve, at);
}
