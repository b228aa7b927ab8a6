import "server-only";
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { getDb, type Executor } from "@/db/client";
import { questions, questionTags, quizzes, tags } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { isUniqueViolation } from "@/lib/db-errors";
import type { SessionUser } from "@/lib/auth/guards";
import { coversQuiz } from "@/lib/entitlements";
import { containsPattern, offsetOf, pageOf, pageParamsSchema, searchTextSchema, type Page } from "@/lib/pagination";
import { bankQuizzes } from "@/lib/practice-rules/bank";
import { uniqueTagNames, type TagChange } from "@/lib/questions/tag-names";

export type TagView = { id: string; name: string; questionCount: number };

/**
 * The ids of these names, creating the ones that do not exist yet (first use creates a tag), keyed
 * by each name as given, lower-cased. Names are matched by PostgreSQL's lower(), the one the unique
 * index uses: JavaScript lower-cases some letters differently ("İ"), and such a name must still
 * find its tag.
 */
/** The names as a table `given(name)`, and its match with a tag as the unique index compares them. */
const givenNames = (names: string[]) => sql`json_array_elements_text(${JSON.stringify(names)}::json) as given(name)`;
const sameTag = sql`lower(${tags.name}) = lower(given.name)`;

export async function ensureTags(tx: Executor, names: string[]): Promise<Map<string, string>> {
  const wanted = uniqueTagNames(names);
  if (wanted.length === 0) return new Map();
  const given = givenNames(wanted);
  // A second pass only when a merge deleted one of the tags between the insert and the lock below.
  for (let pass = 1; ; pass++) {
    await tx
      .insert(tags)
      .values(wanted.map((name) => ({ name })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ given: sql<string>`given.name`, id: tags.id })
      .from(given)
      .innerJoin(tags, sameTag)
      // Held until the caller's transaction ends: a merge waits rather than deleting a tag about to be linked.
      .for("share", { of: tags });
    const ids = new Map(rows.map((row) => [row.given.toLowerCase(), row.id]));
    if (pass === 2 || wanted.every((name) => ids.has(name.toLowerCase()))) return ids;
  }
}

/** Sets the tags of each question (replacing what it had), creating new names on the way. */
export async function setQuestionTags(tx: Executor, entries: { questionId: string; tags: string[] }[]): Promise<void> {
  if (entries.length === 0) return;
  const ids = await ensureTags(
    tx,
    entries.flatMap((entry) => entry.tags),
  );
  const questionIds = JSON.stringify(entries.map((entry) => entry.questionId));
  await tx.execute(
    sql`delete from ${questionTags} where question_id in (select value::uuid from json_array_elements_text(${questionIds}::json))`,
  );
  const links = entries.flatMap((entry) =>
    uniqueTagNames(entry.tags).map((name) => ({ question_id: entry.questionId, tag_id: ids.get(name.toLowerCase())! })),
  );
  // One JSON parameter for any number of links (see lib/quizzes/insert-questions.ts).
  if (links.length > 0) {
    await tx.execute(sql`
      insert into ${questionTags} (question_id, tag_id)
      select question_id, tag_id from json_to_recordset(${JSON.stringify(links)}::json) as row(question_id uuid, tag_id uuid)
      on conflict do nothing`);
  }
}

/** How many of the given names do not exist yet (the import's dry run counts them). */
export async function countNewTags(names: string[]): Promise<number> {
  const wanted = uniqueTagNames(names);
  if (wanted.length === 0) return 0;
  const [row] = await getDb().select({ existing: count() }).from(givenNames(wanted)).innerJoin(tags, sameTag);
  return wanted.length - (row?.existing ?? 0);
}

/** The bank quizzes (bankQuizzes, the one rule) of the subjects a learner's running entitlements cover. */
const inLearnerBanks = (userId: string): SQL => and(bankQuizzes(), coversQuiz(userId))!;

/** The tags this viewer sees with their question counts (see listTags), as a query to order or page. */
function visibleTags(viewer: SessionUser, search = "") {
  const visible = viewer.isAdmin ? undefined : inLearnerBanks(viewer.id);
  const counted = getDb()
    .select({ tagId: questionTags.tagId, questionCount: count().as("question_count") })
    .from(questionTags)
    .innerJoin(questions, eq(questions.id, questionTags.questionId))
    .innerJoin(quizzes, eq(quizzes.id, questions.quizId))
    .where(visible)
    .groupBy(questionTags.tagId)
    .as("counted");
  const matches = search ? ilike(tags.name, containsPattern(search)) : undefined;
  const query = getDb()
    .select({ id: tags.id, name: tags.name, questionCount: sql<number>`coalesce(${counted.questionCount}, 0)`.mapWith(Number) })
    .from(tags)
    .$dynamic();
  // A learner sees only tags found in their banks: the join drops the others in SQL.
  return (
    viewer.isAdmin ? query.leftJoin(counted, eq(counted.tagId, tags.id)) : query.innerJoin(counted, eq(counted.tagId, tags.id))
  ).where(matches);
}

const byName = asc(sql`lower(${tags.name})`);

/**
 * Every tag with how many questions carry it: an admin counts all questions; a learner only the
 * questions of the banks they may use, and sees only tags found there. Whole, for the admin tag
 * screen and the practice builder; GET /api/tags reads it a page at a time (listTagPage).
 */
export async function listTags(viewer: SessionUser): Promise<TagView[]> {
  return visibleTags(viewer).orderBy(byName, tags.id);
}

export const tagQuerySchema = pageParamsSchema.extend({ search: searchTextSchema });
export type TagQuery = z.infer<typeof tagQuerySchema>;

/** GET /api/tags: one page of listTags by name, names containing `search` only, total counted in SQL. */
export async function listTagPage(viewer: SessionUser, query: TagQuery): Promise<Page<TagView>> {
  const matching = visibleTags(viewer, query.search).as("matching");
  const [items, [total]] = await Promise.all([
    visibleTags(viewer, query.search).orderBy(byName, tags.id).limit(query.pageSize).offset(offsetOf(query)),
    getDb().select({ n: count() }).from(matching),
  ]);
  return pageOf(items, total!.n, query);
}

/**
 * Renames a tag; another tag already holding the name (in any case, as the unique index compares
 * it) is a 409: merge instead. A rename racing another write of the same name also ends in a 409.
 */
export async function renameTag(tagId: string, name: string): Promise<TagView> {
  const taken = () => new DomainError("AlreadyExists", `A tag named "${name}" already exists: merge into it instead.`);
  try {
    return await getDb().transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(sql`lower(${tags.name})`, sql`lower(${name})`), ne(tags.id, tagId)));
      if (clash) throw taken();
      const [renamed] = await tx.update(tags).set({ name }).where(eq(tags.id, tagId)).returning({ id: tags.id, name: tags.name });
      if (!renamed) throw new DomainError("NotFound", "Tag not found.");
      return { ...renamed, questionCount: await questionCount(tx, tagId) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** An admin's change of a tag (POST /api/tags/{id}): a merge when it names a target, otherwise a rename. */
export async function changeTag(tagId: string, change: TagChange): Promise<{ tag: TagView; merged: boolean }> {
  if (change.mergeInto) return { tag: await mergeTag(tagId, change.mergeInto), merged: true };
  return { tag: await renameTag(tagId, change.name!), merged: false }; // tagChangeSchema: one of the two is set
}

/** Moves every question of `tagId` to `targetId` (a question holding both keeps one) and removes `tagId`. */
export async function mergeTag(tagId: string, targetId: string): Promise<TagView> {
  if (tagId === targetId) throw new DomainError("Conflict", "A tag cannot be merged into itself.");
  return getDb().transaction(async (tx) => {
    const found = await tx
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(inArray(tags.id, [tagId, targetId]))
      .for("update");
    const target = found.find((row) => row.id === targetId);
    if (found.length < 2 || !target) throw new DomainError("NotFound", "Tag not found.");
    await tx.execute(sql`
      insert into ${questionTags} (question_id, tag_id)
      select question_id, ${targetId}::uuid from ${questionTags} where tag_id = ${tagId}::uuid
      on conflict do nothing`);
    await tx.delete(tags).where(eq(tags.id, tagId));
    return { ...target, questionCount: await questionCount(tx, targetId) };
  });
}

async function questionCount(tx: Executor, tagId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(questionTags).where(eq(questionTags.tagId, tagId));
  return row?.value ?? 0;
}
