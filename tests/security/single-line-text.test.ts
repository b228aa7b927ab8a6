import { count, eq, like } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as uploadNote } from "@/app/api/notes/upload-note/route";
import { POST as addPayment } from "@/app/api/payment/add/route";
import { POST as importQuiz } from "@/app/api/quiz/import/route";
import { POST as addQuiz } from "@/app/api/quiz/add/route";
import { POST as createSubject } from "@/app/api/subjects/create/route";
import { POST as updateSubject } from "@/app/api/subjects/update/route";
import { POST as changeTag } from "@/app/api/tags/[id]/route";
import { POST as register } from "@/app/api/users/register/route";
import { POST as updateProfile } from "@/app/api/users/update/route";
import { POST as setAccommodation } from "@/app/api/users/[id]/accommodation/route";
import { POST as extendAccess } from "@/app/api/users/[id]/access/route";
import { POST as revokeApproval } from "@/app/api/payment/[id]/revoke/route";
import { getDb } from "@/db/client";
import {
  accessExtensions,
  accommodationChanges,
  contactMessages,
  notes,
  paymentRevocations,
  payments,
  quizzes,
  subjects,
  tags,
  users,
} from "@/db/schema";
import { createQuiz } from "@/lib/quizzes/admin";
import { entitle, makeSubject, quizPayload, uniqueName } from "../support/catalogue";
import { createUser, setUpTestDatabase, uniqueEmail, type TestUser } from "../support/db";
import { call, randomClientIp, type CallResult } from "../support/http";
import { orderForm, pdfFile } from "../support/payments";

// Every single-line text a client or an admin can set refuses line breaks and control characters
// with a 400 naming the field, and writes nothing: such a name would otherwise become a mail header
// (a quiz name is in the regrade mail's subject) or break a one-line display.
setUpTestDatabase();

const INJECTED = "Airway\r\nBcc: everyone@example.com\r\nX-Injected: 1";
const OTHER_BREAKS = ["Airway\nsecond line", "Airway\u0007bell", "Airway\u2028next", "Airway\u0085next", "Air\tway"];

let admin: TestUser;
let learner: TestUser;
beforeAll(async () => {
  [admin, learner] = await Promise.all([createUser({ isAdmin: true }), createUser()]);
});

const rows = async (table: typeof quizzes | typeof subjects | typeof tags | typeof notes | typeof contactMessages) =>
  (await getDb().select({ n: count() }).from(table))[0]!.n;

/** Rows whose column starts with the probes' text (what a write of the refused value would leave). */
const startingWithAirway = async (table: PgTable, column: AnyPgColumn) =>
  (await getDb().select({ n: count() }).from(table).where(like(column, "Airway%")))[0]!.n;

type Probe = { name: string; field: string; send: (text: string) => Promise<CallResult>; written: () => Promise<number> };

const PROBES: Probe[] = [
  {
    name: "register: name",
    field: "name",
    send: (text) =>
      call(register, {
        json: { email: uniqueEmail(), password: "password-123", name: text, phone: "03001234567" },
        headers: randomClientIp(),
      }),
    written: () => startingWithAirway(users, users.name),
  },
  {
    name: "profile: name",
    field: "name",
    send: (text) => call(updateProfile, { cookie: learner.cookie, json: { name: text, phone: "03001234567" } }),
    written: () => startingWithAirway(users, users.name),
  },
  {
    name: "profile: address",
    field: "address",
    send: (text) => call(updateProfile, { cookie: learner.cookie, json: { name: "Learner", phone: "03001234567", address: text } }),
    written: () => startingWithAirway(users, users.address),
  },
  {
    name: "contact: name",
    field: "name",
    send: (text) => call(contact, { json: { name: text, email: uniqueEmail(), message: "Hello" }, headers: randomClientIp() }),
    written: () => rows(contactMessages),
  },
  {
    name: "subject: name",
    field: "name",
    send: (text) => call(createSubject, { cookie: admin.cookie, json: { name: text, price: 10 } }),
    written: () => rows(subjects),
  },
  {
    name: "subject update: name",
    field: "name",
    send: async (text) => call(updateSubject, { cookie: admin.cookie, json: { id: (await makeSubject()).id, name: text, price: 10 } }),
    written: () => startingWithAirway(subjects, subjects.name),
  },
  {
    name: "quiz: name",
    field: "name",
    send: async (text) =>
      call(addQuiz, { cookie: admin.cookie, json: { ...quizPayload((await makeSubject()).id, { count: 1 }), name: text } }),
    written: () => rows(quizzes),
  },
  {
    name: "quiz: a question's reference",
    field: "questions.0.reference",
    send: async (text) => {
      const payload = quizPayload((await makeSubject()).id, { count: 1 });
      return call(addQuiz, { cookie: admin.cookie, json: { ...payload, questions: [{ ...payload.questions[0], reference: text }] } });
    },
    written: () => rows(quizzes),
  },
  {
    name: "quiz: a question's tag",
    field: "questions.0.tags.0",
    send: async (text) => {
      const payload = quizPayload((await makeSubject()).id, { count: 1 });
      return call(addQuiz, { cookie: admin.cookie, json: { ...payload, questions: [{ ...payload.questions[0], tags: [text] }] } });
    },
    written: () => rows(quizzes),
  },
  {
    name: "quiz import: name",
    field: "name",
    send: async (text) =>
      call(importQuiz, {
        cookie: admin.cookie,
        json: { subjectId: (await makeSubject()).id, name: text, quizTime: 10, eachMCQMarks: 1, format: "gift", text: "Q {=a ~b}" },
      }),
    written: () => rows(quizzes),
  },
  {
    name: "tag rename: name",
    field: "name",
    send: async (text) => {
      const subject = await makeSubject();
      const payload = quizPayload(subject.id, { count: 1 });
      const tag = uniqueName("Renamed");
      await createQuiz({ ...payload, questions: [{ ...payload.questions[0]!, tags: [tag] }] });
      const [row] = await getDb().select({ id: tags.id }).from(tags).where(eq(tags.name, tag));
      return call(changeTag, { cookie: admin.cookie, json: { name: text }, params: { id: row!.id } });
    },
    written: () => startingWithAirway(tags, tags.name),
  },
  {
    name: "note: title",
    field: "name",
    send: (text) => {
      const form = new FormData();
      form.set("name", text);
      form.set("file", pdfFile());
      return call(uploadNote, { cookie: admin.cookie, body: form, method: "POST" });
    },
    written: () => rows(notes),
  },
  {
    name: "payment: bank name",
    field: "bankName",
    send: async (text) => {
      const form = orderForm({ cart: [{ subjectId: (await makeSubject()).id }] });
      form.set("bankName", text);
      return call(addPayment, { cookie: learner.cookie, body: form, method: "POST" });
    },
    written: () => startingWithAirway(payments, payments.bankName),
  },
  {
    name: "extra time: reason",
    field: "reason",
    send: (text) =>
      call(setAccommodation, { cookie: admin.cookie, json: { extraTimePercent: 25, reason: text }, params: { id: learner.id } }),
    written: () => startingWithAirway(accommodationChanges, accommodationChanges.reason),
  },
  {
    name: "access extension: reason",
    field: "reason",
    send: async (text) => {
      const subject = await makeSubject();
      await entitle(learner.id, subject.id);
      return call(extendAccess, {
        cookie: admin.cookie,
        json: { subjectId: subject.id, days: 1, reason: text },
        params: { id: learner.id },
      });
    },
    written: () => startingWithAirway(accessExtensions, accessExtensions.reason),
  },
  {
    name: "revoked approval: reason",
    field: "reason",
    send: async (text) => {
      const { paymentId } = await entitle(learner.id, (await makeSubject()).id);
      return call(revokeApproval, { cookie: admin.cookie, json: { reason: text }, params: { id: paymentId } });
    },
    written: () => startingWithAirway(paymentRevocations, paymentRevocations.reason),
  },
];

describe("single-line texts refuse line breaks and control characters", () => {
  it.each(PROBES.map((probe) => [probe.name, probe] as const))("%s", async (_name, probe) => {
    for (const text of [INJECTED, ...OTHER_BREAKS]) {
      const before = await probe.written();
      const refused = await probe.send(text);
      expect(refused.status, `${probe.name} with ${JSON.stringify(text)}`).toBe(400);
      expect(refused.body.field).toBe(probe.field);
      expect(String(refused.body.message)).toMatch(/line/);
      expect(await probe.written()).toBe(before);
    }
  });
});
