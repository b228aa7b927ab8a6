import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DELETE as deleteSubject } from "@/app/api/subjects/[id]/route";
import { POST as create } from "@/app/api/subjects/create/route";
import { GET as list } from "@/app/api/subjects/route";
import { POST as update } from "@/app/api/subjects/update/route";
import { makeQuiz, makeSubject, uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { makeGrandTest } from "../support/grand-tests";
import { call } from "../support/http";

setUpTestDatabase();

describe("subjects API", () => {
  it("creates a subject (price in rupees, stored exactly) and lists it publicly", async () => {
    const admin = await createUser({ isAdmin: true });
    const name = uniqueName("Pharmacology");
    const { status, body } = await call(create, { cookie: admin.cookie, json: { name, price: "499.50", description: "" } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: "Added Subject Successfully",
      data: { name, price: 499.5, description: null, quizCount: 0 },
    });
    const listed = (await call(list)).body.data as { name: string; price: number }[];
    expect(listed.find((subject) => subject.name === name)?.price).toBe(499.5);
  });

  it("counts the quizzes a purchase unlocks: a grand test of the subject is not one of them", async () => {
    const subject = await makeSubject();
    await makeQuiz(subject.id);
    await makeGrandTest(subject.id);
    const listed = (await call(list)).body.data as { id: string; quizCount: number }[];
    expect(listed.find((row) => row.id === subject.id)?.quizCount).toBe(1);
  });

  it("refuses visitors (401) and learners (403) on every write", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const writes = [
      () => call(create, { json: { name: uniqueName("X"), price: 1 } }),
      () => call(update, { json: { id: subject.id, name: "Y", price: 1 } }),
      () => call(deleteSubject, { method: "DELETE", params: { id: subject.id } }),
    ];
    for (const write of writes) expect((await write()).status).toBe(401);
    expect((await call(create, { cookie: learner.cookie, json: { name: uniqueName("X"), price: 1 } })).status).toBe(403);
    expect((await call(update, { cookie: learner.cookie, json: { id: subject.id, name: "Y", price: 1 } })).status).toBe(403);
    expect((await call(deleteSubject, { method: "DELETE", cookie: learner.cookie, params: { id: subject.id } })).status).toBe(403);
  });

  it.each([
    [{ name: "" }, "name"],
    [{ price: "abc" }, "price"],
    [{ price: -5 }, "price"],
    [{ price: 10.555 }, "price"],
    [{ price: undefined }, "price"],
  ])("refuses %j naming the field", async (override, field) => {
    const admin = await createUser({ isAdmin: true });
    const { status, body } = await call(create, { cookie: admin.cookie, json: { name: uniqueName("S"), price: 100, ...override } });
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it("refuses a duplicate name, whatever its case", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const { status, body } = await call(create, { cookie: admin.cookie, json: { name: subject.name.toUpperCase(), price: 1 } });
    expect(status).toBe(409);
    expect(body.message).toBe("A subject with this name already exists.");
    expect(body.field).toBe("name");
  });

  it("edits name, description and price", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    const name = uniqueName("Renamed");
    const { status } = await call(update, { cookie: admin.cookie, json: { id: subject.id, name, description: "New", price: 750 } });
    expect(status).toBe(200);
    const listed = (await call(list)).body.data as { id: string }[];
    expect(listed.find((row) => row.id === subject.id)).toMatchObject({ name, description: "New", price: 750 });
    expect((await call(update, { cookie: admin.cookie, json: { id: randomUUID(), name: uniqueName("Z"), price: 1 } })).status).toBe(404);
  });

  it("deletes only a subject without quizzes", async () => {
    const admin = await createUser({ isAdmin: true });
    const empty = await makeSubject();
    const busy = await makeSubject();
    await makeQuiz(busy.id);
    const refused = await call(deleteSubject, { method: "DELETE", cookie: admin.cookie, params: { id: busy.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has quizzes/);
    expect((await call(deleteSubject, { method: "DELETE", cookie: admin.cookie, params: { id: empty.id } })).status).toBe(200);
    expect((await call(deleteSubject, { method: "DELETE", cookie: admin.cookie, params: { id: empty.id } })).status).toBe(404);
    expect((await call(deleteSubject, { method: "DELETE", cookie: admin.cookie, params: { id: "not-a-uuid" } })).status).toBe(404);
  });
});
