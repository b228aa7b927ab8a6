import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { attempts, contactMessages, notes } from "@/db/schema";
import { GET as listMessages } from "@/app/api/messages/route";
import { GET as listNotes } from "@/app/api/notes/route";
import { GET as listAllowed } from "@/app/api/quiz/allowed/route";
import { GET as listResults } from "@/app/api/quiz/results/route";
import { GET as listUsers } from "@/app/api/users/route";
import { scoreTrends } from "@/lib/sittings/results";
import type { NoteView } from "@/lib/notes";
import { MAX_PAGE_SIZE } from "@/lib/pagination";
import { entitle, makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";

setUpTestDatabase();

type Paged<T> = { data: T[]; page: { page: number; pageSize: number; total: number; pages: number } };
type ListHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const get = async <T>(handler: ListHandler, user: TestUser, path: string) => {
  const result = await call(handler, { cookie: user.cookie, path });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as unknown as Paged<T>;
};

/** `count` notes of `owner`, one second apart (the newest has the highest number). */
async function seedNotes(owner: TestUser, count: number, label: string, isAdminNote = false) {
  const start = Date.now() - count * 1000;
  await getDb()
    .insert(notes)
    .values(
      Array.from({ length: count }, (_, index) => ({
        ownerId: owner.id,
        name: `${label} ${index + 1}`,
        fileKey: `notes/${crypto.randomUUID()}`,
        fileType: "application/pdf",
        fileName: `${label.toLowerCase()}-${index + 1}.pdf`,
        sizeBytes: 100,
        isAdminNote,
        createdAt: new Date(start + index * 1000),
      })),
    );
}

describe("paged notes", () => {
  it("pages a learner's own notes newest first, with the total, and keeps admin notes a separate list", async () => {
    const learner = await createUser();
    const admin = await createUser({ isAdmin: true });
    await seedNotes(learner, 7, "Mine");
    await seedNotes(admin, 3, "Shared", true);

    const first = await get<NoteView>(listNotes, learner, "/api/notes?scope=mine&pageSize=3");
    expect(first.page).toEqual({ page: 1, pageSize: 3, total: 7, pages: 3 });
    expect(first.data.map((note) => note.name)).toEqual(["Mine 7", "Mine 6", "Mine 5"]);
    const last = await get<NoteView>(listNotes, learner, "/api/notes?scope=mine&pageSize=3&page=3");
    expect(last.data.map((note) => note.name)).toEqual(["Mine 1"]);
    const past = await get<NoteView>(listNotes, learner, "/api/notes?scope=mine&pageSize=3&page=9");
    expect(past).toMatchObject({ data: [], page: { page: 9, total: 7, pages: 3 } });

    const shared = await get<NoteView>(listNotes, learner, "/api/notes?scope=admin&pageSize=100");
    expect(shared.data.length).toBeGreaterThanOrEqual(3);
    expect(shared.data.every((note) => note.isAdminNotes)).toBe(true);
    // The documented answer without parameters: the caller's visible notes, first page.
    const visible = await get<NoteView>(listNotes, learner, "/api/notes");
    expect(visible.page.pageSize).toBe(25);
    expect(visible.data.some((note) => note.name === "Mine 7")).toBe(true);
  });

  it("lets an admin filter by kind and search titles and owners; a learner never sees another's notes", async () => {
    const owner = await createUser({ name: "Zebulon Searchable" });
    const other = await createUser();
    const admin = await createUser({ isAdmin: true });
    await seedNotes(owner, 4, "Capnography");
    const byOwner = await get<NoteView>(listNotes, admin, "/api/notes?scope=learner&search=zebulon");
    expect(byOwner.page.total).toBe(4);
    expect(byOwner.data[0]?.owner?.email).toBe(owner.email);
    const byTitle = await get<NoteView>(listNotes, admin, "/api/notes?search=capnography%203");
    expect(byTitle.data.map((note) => note.name)).toEqual(["Capnography 3"]);
    expect((await get<NoteView>(listNotes, admin, "/api/notes?scope=admin&search=capnography")).page.total).toBe(0);
    expect((await get<NoteView>(listNotes, other, "/api/notes?search=capnography")).page.total).toBe(0);
  });

  it("refuses page sizes past the bound and pages that are not whole numbers, naming the parameter", async () => {
    const learner = await createUser();
    for (const query of [`pageSize=${MAX_PAGE_SIZE + 1}`, "pageSize=0", "page=0", "page=1.5", "page=abc", "scope=everyone"]) {
      const result = await call(listNotes, { cookie: learner.cookie, path: `/api/notes?${query}` });
      expect(result.status, query).toBe(400);
      expect(result.body.field, query).toBe(query.split("=")[0]);
    }
  });
});

describe("paged users, messages, results and allowed quizzes", () => {
  it("pages users by email with the total of the search and status filter", async () => {
    const admin = await createUser({ isAdmin: true });
    const tag = crypto.randomUUID().slice(0, 8);
    for (let index = 0; index < 5; index++) await createUser({ name: `Pager ${tag} ${index}`, disabled: index === 4 });
    const first = await get<{ email: string; disabled: boolean }>(listUsers, admin, `/api/users?search=${tag}&pageSize=2`);
    expect(first.page).toEqual({ page: 1, pageSize: 2, total: 5, pages: 3 });
    const second = await get<{ email: string }>(listUsers, admin, `/api/users?search=${tag}&pageSize=2&page=2`);
    const emails = [...first.data, ...second.data].map((user) => user.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect(new Set(emails).size).toBe(4);
    expect((await get(listUsers, admin, `/api/users?search=${tag}&status=disabled`)).page.total).toBe(1);
    expect((await get(listUsers, admin, `/api/users?search=${tag}&status=active&page=2&pageSize=4`)).data).toEqual([]);
    expect((await call(listUsers, { cookie: admin.cookie, path: "/api/users?status=gone" })).status).toBe(400);
  });

  it("pages contact messages newest first per filter", async () => {
    const admin = await createUser({ isAdmin: true });
    const start = Date.now() + 60_000; // newer than any other test's messages
    await getDb()
      .insert(contactMessages)
      .values(
        Array.from({ length: 3 }, (_, index) => ({
          name: `Sender ${index}`,
          email: `sender${index}@example.com`,
          message: "Hello",
          createdAt: new Date(start + index * 1000),
          handledAt: index === 0 ? new Date() : null,
        })),
      );
    const open = await get<{ name: string }>(listMessages, admin, "/api/messages?filter=open&pageSize=2");
    expect(open.data.map((message) => message.name)).toEqual(["Sender 2", "Sender 1"]);
    expect(open.page.total).toBeGreaterThanOrEqual(2);
    const all = await get<{ name: string }>(listMessages, admin, "/api/messages?pageSize=1&page=3");
    expect(all.data.map((message) => message.name)).toEqual(["Sender 0"]);
  });

  it("pages a learner's results and filters them by subject, and pages allowed quizzes with kept question counts", async () => {
    const learner = await createUser();
    const [cardio, neuro] = [await makeSubject(), await makeSubject()];
    const cardioQuiz = await makeQuiz(cardio.id, { count: 4 });
    const neuroQuiz = await makeQuiz(neuro.id, { count: 2 });
    await makeQuiz(neuro.id, { count: 1 });
    const [cardioGrant, neuroGrant] = [await entitle(learner.id, cardio.id), await entitle(learner.id, neuro.id)];
    const ended = (quizId: string, entitlementId: string, minutesAgo: number) => ({
      userId: learner.id,
      quizId,
      entitlementId,
      submittedAt: new Date(Date.now() - minutesAgo * 60_000),
      score: 1,
      totalMarks: 2,
      totalQuestions: 2,
      correctCount: 1,
      incorrectCount: 1,
    });
    await getDb()
      .insert(attempts)
      .values([ended(cardioQuiz.id, cardioGrant.id, 3), ended(neuroQuiz.id, neuroGrant.id, 2), ended(cardioQuiz.id, cardioGrant.id, 1)]);

    const page = await get<{ quizAttempt: { quiz: { id: string } } }>(listResults, learner, "/api/quiz/results?pageSize=2");
    expect(page.page).toEqual({ page: 1, pageSize: 2, total: 3, pages: 2 });
    expect(page.data.map((row) => row.quizAttempt.quiz.id)).toEqual([cardioQuiz.id, neuroQuiz.id]);
    const cardioOnly = await get(listResults, learner, `/api/quiz/results?subject=${cardio.id}`);
    expect(cardioOnly.page.total).toBe(2);
    expect((await get(listResults, learner, `/api/quiz/results?subject=${cardio.id}&page=2`)).data).toEqual([]);
    expect((await call(listResults, { cookie: learner.cookie, path: "/api/quiz/results?subject=cardio" })).status).toBe(400);

    const trends = await scoreTrends(learner.id);
    expect(trends.map((trend) => [trend.subject, trend.results, trend.points.length])).toEqual(
      [
        [cardio.name, 2, 2],
        [neuro.name, 1, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(trends.find((trend) => trend.subjectId === cardio.id)).toMatchObject({ latest: 50, best: 50 });

    const allowed = (await call(listAllowed, { cookie: learner.cookie, path: `/api/quiz/allowed?subject=${neuro.id}&pageSize=1` })).body;
    expect(allowed.page).toEqual({ page: 1, pageSize: 1, total: 2, pages: 2 });
    expect(allowed.subjects).toEqual(
      expect.arrayContaining([
        { id: cardio.id, name: cardio.name },
        { id: neuro.id, name: neuro.name },
      ]),
    );
    const everything = await get<{ id: string; totalQuestions: number; attempted: number }>(listAllowed, learner, "/api/quiz/allowed");
    expect(everything.page.total).toBe(3);
    expect(everything.data.find((quiz) => quiz.id === cardioQuiz.id)).toMatchObject({ totalQuestions: 4, attempted: 2 });
  });
});
