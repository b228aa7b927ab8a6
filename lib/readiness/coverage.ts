import "server-only";
import { desc, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, pgArray, readRows } from "@/db/rows";
import { attempts, itemCalibrations, quizzes, readinessCoverage } from "@/db/schema";
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
  const [test] = await readRows(
    getDb(),
    sql`select to_json(${quizzes.opensAt}) as "opensAt" from ${quizzes}
      where ${quizzes.id} = ${grandTestId} and ${quizzes.kind} = 'grand_test' and ${quizzes.resultsAt} is not null`,
    { opensAt: column.textOrNull },
  );
  if (!test) return null;
  const opensAt = new Date(test.opensAt ?? 0);
  let inside = 0;
  let candidates = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const a = attempts;
    const sitters = await readRows(
      getDb(),
      sql`select distinct on (${a.userId}) ${a.userId} as "userId",
          100.0 * coalesce(${a.correctCount}, 0) / nullif(${a.totalQuestions}, 0) as "percent"
        from ${a} where ${a.quizId} = ${grandTestId} and ${a.submittedAt} is not null and ${a.userId} > ${after}::uuid
        order by ${a.userId}, ${a.startedAt} limit ${CANDIDATES_PER_CHUNK}`,
      { userId: column.text, percent: column.numberOrNull },
    );
    if (sitters.length === 0) break;
    const answers = await readRows(
      getDb(),
      sql`select f.user_id as "userId", ${itemCalibrations.difficulty} as difficulty, f.correct
        from (${firstAnswers(
          (column) =>
            sql`${column} = any(${pgArray(
              sitters.map((sitter) => sitter.userId),
              "uuid",
            )})`,
          opensAt,
        )}) f join ${itemCalibrations} on ${itemCalibrations.questionId} = f.question_id`,
      { userId: column.text, difficulty: column.number, correct: column.boolean },
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
      if (sitter.percent >= band.low && sitter.percent <= band.high) inside++;
    }
    after = sitters.at(-1)!.userId;
    if (sitters.length < CANDIDATES_PER_CHUNK) break;
  }
  await getDb()
    .insert(readinessCoverage)
    .values({ grandTestId, inside, candidates, computedAt: at })
    .onConflictDoUpdate({
      target: readinessCoverage.grandTestId,
      set: { inside: sql`excluded.inside`, candidates: sql`excluded.candidates`, computedAt: sql`excluded.computed_at` },
    });
  return { inside, candidates };
}

/** The run's own grand test (again), then finalised grand tests that have no coverage yet. */
export async function coverAfterRun(grandTestId: string | null, curve: TestCurve, at: Date): Promise<void> {
  const pending = await getDb()
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      sql`${quizzes.kind} = 'grand_test' and ${quizzes.resultsAt} is not null and ${quizzes.deletedAt} is null
        and not exists (select 1 from ${readinessCoverage} where ${readinessCoverage.grandTestId} = ${quizzes.id})`,
    )
    .orderBy(desc(quizzes.resultsAt))
    .limit(CATCH_UP);
  const ids = new Set([...(grandTestId ? [grandTestId] : []), ...pending.map((row) => row.id)]);
  for (const id of ids) await computeCoverage(id, curve, at);
}
