import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DELETE as deleteQuiz } from "@/app/api/quiz/[id]/route";
import { POST as changeTag } from "@/app/api/tags/[id]/route";
import { GET as listTags } from "@/app/api/tags/route";
import { createQuiz } from "@/lib/quizzes/admin";
import { countNewTags, type TagView } from "@/lib/tags";
import { entitle, makeSubject, quizPayload, uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

/** A quiz in a fresh subject whose questions carry the given tags, one list per question. */
async function taggedQuiz(tagsPerQuestion: string[][]) {
  const subject = await makeSubject();
  const payload = quizPayload(subject.id, { count: tagsPerQuestion.length });
  const { id } = await createQuiz({
    ...payload,
    questions: payload.questions.map((question, i) => ({ ...question, tags: tagsPerQuestion[i] })),
  });
  return { subject, quizId: id };
}

/** The tags found by searching each name (GET /api/tags is paged: other files' tags could push these off page one). */
async function tagsOf(user: TestUser, ...names: string[]): Promise<TagView[]> {
  const pages = await Promise.all(
    names.map((name) => call(listTags, { cookie: user.cookie, path: `/api/tags?search=${encodeURIComponent(name)}&pageSize=100` })),
  );
  return pages.flatMap((page) => page.body.data as TagView[]);
}
const byName = (tags: TagView[], name: string) => tags.find((tag) => tag.name === name);

describe("GET /api/tags", () => {
  it("gives admins every tag with its question count, learners only those of the banks they may use", async () => {
    const [a, b, c] = [uniqueName("ECG"), uniqueName("Airway"), uniqueName("Pharm")];
    const first = await taggedQuiz([[a, b], [a]]);
    const second = await taggedQuiz([[a, c]]);
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    await entitle(learner.id, first.subject.id);

    const all = await tagsOf(admin, a, c);
    expect(byName(all, a)?.questionCount).toBe(3);
    expect(byName(all, c)?.questionCount).toBe(1);
    const mine = await tagsOf(learner, a, b, c);
    expect(byName(mine, a)?.questionCount).toBe(2);
    expect(byName(mine, b)?.questionCount).toBe(1);
    expect(byName(mine, c)).toBeUndefined();

    // A deleted quiz leaves the learner's bank.
    await call(deleteQuiz, { method: "DELETE", cookie: admin.cookie, params: { id: first.quizId } });
    expect(byName(await tagsOf(learner, a), a)).toBeUndefined();
    expect(second.quizId).toBeTruthy();
    expect((await call(listTags, {})).status).toBe(401);
  });

  it("answers one page by name, searched, with the total counted in SQL, and refuses bad paging naming the field", async () => {
    const stem = uniqueName("Paged");
    const names = ["c", "A", "b", "e", "D"].map((letter) => `${stem} ${letter}`);
    await taggedQuiz(names.map((name) => [name]));
    const admin = await createUser({ isAdmin: true });
    const page = async (query: string) =>
      (await call(listTags, { cookie: admin.cookie, path: `/api/tags?search=${encodeURIComponent(stem)}&${query}` })).body;
    const first = await page("pageSize=2");
    expect((first.data as TagView[]).map((tag) => tag.name)).toEqual([`${stem} A`, `${stem} b`]);
    expect(first.page).toEqual({ page: 1, pageSize: 2, total: 5, pages: 3 });
    expect(((await page("pageSize=2&page=3")).data as TagView[]).map((tag) => tag.name)).toEqual([`${stem} e`]);
    expect((await page("pageSize=2&page=4")).data).toEqual([]);
    const unpaged = await call(listTags, { cookie: admin.cookie });
    expect((unpaged.body.page as { pageSize: number }).pageSize).toBe(25);
    expect((unpaged.body.data as TagView[]).length).toBeLessThanOrEqual(25);
    for (const [query, field] of [
      ["pageSize=101", "pageSize"],
      ["page=0", "page"],
      [`search=${"x".repeat(101)}`, "search"],
    ]) {
      const refused = await call(listTags, { cookie: admin.cookie, path: `/api/tags?${query}` });
      expect(refused.status, query).toBe(400);
      expect(refused.body.field).toBe(field);
    }
  });

  it("keeps a name that JavaScript and PostgreSQL lower-case differently (İ) on one tag, however often it is used", async () => {
    const name = uniqueName("İnotropes");
    await taggedQuiz([[name], [name.toUpperCase()]]);
    await taggedQuiz([[name]]);
    const admin = await createUser({ isAdmin: true });
    expect(byName(await tagsOf(admin, name), name)?.questionCount).toBe(3);
    expect(await countNewTags([name, uniqueName("Brand new")])).toBe(1);
  });
});

describe("POST /api/tags/{id}", () => {
  it("renames, refusing a name another tag holds in any case (409) and a bad name (400 naming the field)", async () => {
    const [a, b] = [uniqueName("Renal"), uniqueName("Liver")];
    await taggedQuiz([[a], [b]]);
    const admin = await createUser({ isAdmin: true });
    const tag = byName(await tagsOf(admin, a), a)!;
    const renamed = await call(changeTag, { cookie: admin.cookie, params: { id: tag.id }, json: { name: `  ${a} 2 ` } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ id: tag.id, name: `${a} 2`, questionCount: 1 });
    const clash = await call(changeTag, { cookie: admin.cookie, params: { id: tag.id }, json: { name: b.toUpperCase() } });
    expect(clash.status).toBe(409);
    // Taken as PostgreSQL lower-cases it (the unique index), not as JavaScript does: a 409, not a 500.
    const dotted = uniqueName("İleus");
    await taggedQuiz([[dotted]]);
    const dottedClash = await call(changeTag, { cookie: admin.cookie, params: { id: tag.id }, json: { name: dotted } });
    expect(dottedClash.status).toBe(409);
    const long = await call(changeTag, { cookie: admin.cookie, params: { id: tag.id }, json: { name: "x".repeat(41) } });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe("name");
    const neither = await call(changeTag, { cookie: admin.cookie, params: { id: tag.id }, json: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.field).toBe("name");
    const both = await call(changeTag, { cookie: admin.cookie, params: { id: tag.id }, json: { name: "Both", mergeInto: randomUUID() } });
    expect(both.status).toBe(400);
    expect(both.body.field).toBe("name");
    expect((await call(changeTag, { cookie: admin.cookie, params: { id: randomUUID() }, json: { name: "Nope" } })).status).toBe(404);
    const learner = await createUser();
    expect((await call(changeTag, { cookie: learner.cookie, params: { id: tag.id }, json: { name: "Mine" } })).status).toBe(403);
  });

  it("merges: moves the questions, a question holding both keeps one, the tag is removed", async () => {
    const [a, b] = [uniqueName("Sedation"), uniqueName("Sedative")];
    await taggedQuiz([[a, b], [a], [b]]);
    const admin = await createUser({ isAdmin: true });
    const tags = await tagsOf(admin, a, b);
    const [from, into] = [byName(tags, a)!, byName(tags, b)!];
    const merged = await call(changeTag, { cookie: admin.cookie, params: { id: from.id }, json: { mergeInto: into.id } });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toEqual({ id: into.id, name: b, questionCount: 3 });
    const after = await tagsOf(admin, a, b);
    expect(byName(after, a)).toBeUndefined();
    expect(byName(after, b)?.questionCount).toBe(3);
    expect((await call(changeTag, { cookie: admin.cookie, params: { id: into.id }, json: { mergeInto: into.id } })).status).toBe(409);
    expect((await call(changeTag, { cookie: admin.cookie, params: { id: into.id }, json: { mergeInto: from.id } })).status).toBe(404);
  });
});
