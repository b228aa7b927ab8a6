import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { notes } from "@/db/schema";
import { GET as listNotes } from "@/app/api/notes/route";
import type { NoteView } from "@/lib/notes";
import { MAX_PAGE_SIZE } from "@/lib/pagination";
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
