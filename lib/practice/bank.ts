import "server-only";
import { and, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { questions, questionTags, quizzes, subjects, tags } from "@/db/schema";
import { AppError, badRequest } from "@/lib/api/errors";
import { runningEntitlements } from "@/lib/entitlements";
import { keyRevealed } from "@/lib/grand-tests/conditions";
import type { PracticeFilters } from "./schemas";
import { PRACTICE_MESSAGES } from "./schemas";
import type { PracticeSource } from "./terms";

/**
 * The bank rule (DESIGN §5), as one SQL condition on `quizzes`: every question of the quizzes
 * that are not deleted, and of a grand test only once it has closed (DESIGN §7).
 */
export const bankQuizzes = (): SQL => and(isNull(quizzes.deletedAt), keyRevealed())!;

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
  if (running.length === 0) throw new AppError(403, PRACTICE_MESSAGES.noAccess);
  const everySubject = running.some((entitlement) => entitlement.subjectId === null);
  const held = running.map((entitlement) => entitlement.subjectId).filter((subjectId): subjectId is string => subjectId !== null);
  const subjectIds = filters.subjectIds?.length ? await checkSubjects(filters.subjectIds, everySubject, held) : everySubject ? null : held;
  const tags = await tagLookup;
  return { userId, subjectIds, accessSubjectIds: everySubject ? null : held, tags, source: filters.source };
}

async function checkSubjects(wanted: string[], everySubject: boolean, held: string[]): Promise<string[]> {
  const found = await getDb().select({ id: subjects.id }).from(subjects).where(inArray(subjects.id, wanted));
  if (found.length < wanted.length) throw badRequest(PRACTICE_MESSAGES.unknownSubject, "subjectIds");
  if (!everySubject && wanted.some((subjectId) => !held.includes(subjectId)))
    throw new AppError(403, PRACTICE_MESSAGES.subjectOutsideAccess, "subjectIds");
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
  if (missing) throw badRequest(`${PRACTICE_MESSAGES.unknownTag} (${missing})`, "tags");
  return rows;
}

/**
 * Asked only when nothing matched (the fast path does not pay for it): a tag without a single
 * question in the banks the learner may use is outside their access, a 403 naming it.
 */
export async function assertTagsUsable(scope: PracticeScope): Promise<void> {
  if (!scope.tags) return;
  const usable = await getDb()
    .selectDistinct({ tagId: questionTags.tagId })
    .from(questionTags)
    .innerJoin(questions, eq(questions.id, questionTags.questionId))
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(
      and(
        inArray(
          questionTags.tagId,
          scope.tags.map((tag) => tag.id),
        ),
        bankQuizzes(),
        scope.accessSubjectIds ? inArray(quizzes.subjectId, scope.accessSubjectIds) : undefined,
      ),
    );
  const outside = scope.tags.find((tag) => !usable.some((entry) => entry.tagId === tag.id));
  if (outside) throw new AppError(403, `${PRACTICE_MESSAGES.tagOutsideAccess} (${outside.name})`, "tags");
}
