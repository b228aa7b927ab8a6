import "server-only";
import { and, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { quizzes, subjects, tags } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { coversQuiz, runningEntitlements } from "@/lib/entitlements";
import { keyRevealed } from "@/lib/sitting-rules/conditions";
import type { PracticeFilters } from "./schemas";
import { PRACTICE_MESSAGES } from "./schemas";
import type { PracticeSource } from "./terms";

/** A range of question difficulties on the readiness model's scale (lib/readiness/level.ts draws it around an ability). */
export type DifficultyBand = { from: number; to: number; centre: number };

/**
 * The bank rule (docs/rules.md, "Question bank"), as one SQL condition on `quizzes`: every question of the quizzes
 * that are not deleted, and of a grand test only once it has closed.
 */
export const bankQuizzes = (): SQL => and(isNull(quizzes.deletedAt), keyRevealed())!;

/** "The learner may practise this quiz's questions now": the bank, within a running entitlement (reviews and the plan count by it). */
export const practisableBy = (userId: string, now = new Date()): SQL => and(bankQuizzes(), coversQuiz(userId, now))!;

/**
 * Resolved filters: the subjects to draw from (null = every subject, the monthly plan), the
 * subjects the learner may use (null = all) and the tags, by id.
 */
export type PracticeScope = {
  userId: string;
  subjectIds: string[] | null;
  accessSubjectIds: string[] | null;
  tags: { id: string; name: string }[] | null;
  source: PracticeSource;
  /** "At my level": the difficulties to draw first (lib/readiness/at-my-level.ts); null while nothing is calibrated. */
  level?: DifficultyBand | null;
};

/**
 * Checks the filters against the learner's running entitlements (the one access rule): a subject
 * or tag outside them is a 403, an unknown one a 400, both naming the field.
 */
export async function resolveScope(userId: string, filters: PracticeFilters): Promise<PracticeScope> {
  // The tag names are looked up alongside the entitlements (one round trip less); a refusal of
  // theirs is answered only after the access checks, in the order below.
  const tagLookup = filters.tags?.length ? knownTags(filters.tags) : Promise.resolve(null);
  tagLookup.catch(() => undefined);
  const running = await runningEntitlements(userId);
  if (running.length === 0) throw new DomainError("NotEntitled", PRACTICE_MESSAGES.noAccess);
  const everySubject = running.some((entitlement) => entitlement.subjectId === null);
  const held = running.map((entitlement) => entitlement.subjectId).filter((subjectId): subjectId is string => subjectId !== null);
  const subjectIds = filters.subjectIds?.length ? await checkSubjects(filters.subjectIds, everySubject, held) : everySubject ? null : held;
  const tags = await tagLookup;
  return { userId, subjectIds, accessSubjectIds: everySubject ? null : held, tags, source: filters.source };
}

async function checkSubjects(wanted: string[], everySubject: boolean, held: string[]): Promise<string[]> {
  const found = await getDb().select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, wanted));
  if (found.length < wanted.length) throw new DomainError("Invalid", PRACTICE_MESSAGES.unknownSubject, { field: "subjectIds" });
  if (!everySubject && wanted.some((subjectId) => !held.includes(subjectId)))
    throw new DomainError("NotEntitled", PRACTICE_MESSAGES.subjectOutsideAccess, { field: "subjectIds" });
  return wanted;
}

/** The tags of these names; an unknown name is a 400. */
async function knownTags(names: string[]): Promise<{ id: string; name: string }[]> {
  const rows = await getDb()
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  const missing = names.find((name) => !rows.some((row) => row.name.toLowerCase() === name.toLowerCase()));
  if (missing) throw new DomainError("Invalid", `${PRACTICE_MESSAGES.unknownTag} (${missing})`, { field: "tags" });
  return rows;
}
