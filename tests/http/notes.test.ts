import { describe, expect, it } from "vitest";
import { GET as readFile } from "@/app/api/files/[...key]/route";
import { DELETE as deleteNote } from "@/app/api/notes/[id]/route";
import { GET as listNotes, POST as listNotesPost } from "@/app/api/notes/route";
import { POST as upload } from "@/app/api/notes/upload-note/route";
import type { NoteView } from "@/lib/notes";
import { getObject } from "@/lib/storage";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { stripPng } from "../support/images";
import { pdfFile, pngFile } from "../support/payments";

setUpTestDatabase();

function noteForm(name: string, file: File | null) {
  const form = new FormData();
  form.set("name", name);
  if (file) form.set("file", file);
  return form;
}

async function uploadAs(user: TestUser, name = "Airway notes", file: File | null = pdfFile()) {
  return call(upload, { cookie: user.cookie, body: noteForm(name, file), method: "POST" });
}

const fetchFile = (user: TestUser | null, filePath: string) =>
  readFile(new Request(`http://localhost:3000${filePath}`, { headers: user ? { cookie: user.cookie } : {} }), {
    params: Promise.resolve({ key: filePath.replace("/api/files/", "").split("/") }),
  });

describe("notes", () => {
  it("uploads a learner's private note and an admin note every learner sees", async () => {
    const learner = await createUser();
    const other = await createUser();
    const admin = await createUser({ isAdmin: true });
    const own = await uploadAs(learner, "My cardiology summary");
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({
      message: "Uploaded successfully",
      data: { name: "My cardiology summary", fileType: "application/pdf", isAdminNotes: false },
    });
    const shared = await uploadAs(admin, "Drug doses", pngFile());
    expect(shared.body.data).toMatchObject({ isAdminNotes: true, fileType: "image/png" });

    const mine = (await call(listNotes, { cookie: learner.cookie })).body.data as NoteView[];
    expect(mine.map((note) => note.name)).toEqual(expect.arrayContaining(["My cardiology summary", "Drug doses"]));
    const theirs = (await call(listNotesPost, { cookie: other.cookie, method: "POST" })).body.data as NoteView[];
    expect(theirs.some((note) => note.name === "My cardiology summary")).toBe(false);
    expect(theirs.some((note) => note.name === "Drug doses")).toBe(true);
    const adminView = (await call(listNotes, { cookie: admin.cookie })).body.data as NoteView[];
    expect(adminView.find((note) => note.name === "My cardiology summary")?.owner?.email).toBe(learner.email);
  });

  it("lets nobody else open, list or delete a learner's note; visitors open no file", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const note = (await uploadAs(owner)).body.data as NoteView;
    expect((await fetchFile(owner, note.filePath)).status).toBe(200);
    expect((await fetchFile(stranger, note.filePath)).status).toBe(404);
    expect((await fetchFile(null, note.filePath)).status).toBe(401);
    expect((await call(deleteNote, { method: "DELETE", cookie: stranger.cookie, params: { id: note.id } })).status).toBe(404);
    expect((await call(listNotes)).status).toBe(401);
    expect((await fetchFile(owner, note.filePath)).status).toBe(200);
  });

  it("deletes a note with its file; learners cannot delete admin notes", async () => {
    const learner = await createUser();
    const admin = await createUser({ isAdmin: true });
    const note = (await uploadAs(learner)).body.data as NoteView;
    const key = note.filePath.replace("/api/files/", "");
    expect((await call(deleteNote, { method: "DELETE", cookie: learner.cookie, params: { id: note.id } })).status).toBe(200);
    expect(await getObject(key)).toBeNull();
    const adminNote = (await uploadAs(admin, "Admin handout")).body.data as NoteView;
    expect((await call(deleteNote, { method: "DELETE", cookie: learner.cookie, params: { id: adminNote.id } })).status).toBe(404);
    expect((await call(deleteNote, { method: "DELETE", cookie: admin.cookie, params: { id: adminNote.id } })).status).toBe(200);
  });

  it("refuses a wrong type, an oversize file, a missing title or file", async () => {
    const learner = await createUser();
    const script = new File(["#!/bin/sh\necho hi"], "notes.pdf", { type: "application/pdf" });
    expect((await uploadAs(learner, "Fake", script)).status).toBe(415);
    const huge = new Uint8Array(20 * 1024 * 1024 + 1);
    huge.set(new TextEncoder().encode("%PDF-1.4"));
    expect((await uploadAs(learner, "Huge", new File([huge], "huge.pdf"))).status).toBe(413);
    // A picture is judged by the size its header states: a 50 KB strip of 4 × 5,000,000 pixels is no page of notes.
    const strip = await uploadAs(learner, "Strip", new File([stripPng(4, 5_000_000)], "strip.png", { type: "image/png" }));
    expect(strip).toMatchObject({
      status: 413,
      body: { field: "file", message: "The file is too large: 4 × 5,000,000 pixels; at most 10,000 a side and 40 megapixels." },
    });
    expect((await uploadAs(learner, "  ")).body).toMatchObject({ field: "name" });
    expect((await uploadAs(learner, "No file", null)).body).toMatchObject({ field: "file" });
    expect(((await call(listNotes, { cookie: learner.cookie })).body.data as NoteView[]).filter((note) => !note.isAdminNotes)).toHaveLength(
      0,
    );
  });
});
