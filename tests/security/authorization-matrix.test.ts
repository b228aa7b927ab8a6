import { beforeAll, describe, expect, it } from "vitest";
import { call, type CallOptions } from "../support/http";
import { uniqueEmail, setUpTestDatabase } from "../support/db";
import { makeCast, ROLES, type Cast, type Role } from "./fixtures";

setUpTestDatabase();

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Scenario = {
  expect: Record<Role, number>;
  request?: (cast: Cast, role: Role) => Promise<CallOptions & { params?: Record<string, string | string[]> }>;
};

const all = (status: number): Record<Role, number> => ({
  visitor: status,
  learner: status,
  other: status,
  disabled: status,
  admin: status,
});
/** Signed-in users of any role; visitors and disabled accounts get 401. */
const anyUser = (learner: number, admin = learner, other = learner) => ({ visitor: 401, learner, other, disabled: 401, admin });
const adminOnly = (admin: number) => ({ visitor: 401, learner: 403, other: 403, disabled: 401, admin });
const learnerOnly = (learner: number, other = learner) => ({ visitor: 401, learner, other, disabled: 401, admin: 403 });
const json = (body: unknown) => async () => ({ json: body });
const id = (make: (cast: Cast) => Promise<string>) => async (cast: Cast) => ({ params: { id: await make(cast) } });

const MATRIX: Record<string, Scenario> = {
  "GET health": { expect: all(200) },
  "GET session": { expect: all(200) },
  "POST users/register": { expect: all(400), request: json({ email: "not-an-email" }) },
  "POST users/login": { expect: all(401), request: json({ email: "nobody@anaesprep.test", password: "wrong-password" }) },
  "GET users/profile": { expect: anyUser(200) },
  // Logging out ends the session: each call gets a session of its own, so the cast's stay live.
  "GET user/logout": { expect: all(200), request: async (cast, role) => ({ cookie: await cast.newSession(role) }) },
  "POST users/logout-all": { expect: anyUser(200), request: async (cast, role) => ({ cookie: await cast.throwawayAccount(role) }) },
  "POST users/forgot": { expect: all(200), request: async () => ({ json: { email: uniqueEmail("forgot") } }) },
  "POST users/verify-otp": { expect: all(400), request: json({ email: "nobody@anaesprep.test", otp: "123456" }) },
  "POST users/reset-password": {
    expect: all(400),
    request: json({ email: "nobody@anaesprep.test", otp: "123456", password: "new-password-1" }),
  },
  "POST users/update": {
    expect: anyUser(200),
    request: json({ name: "Same Name", phone: "03001234567", address: "", showOnLeaderboard: false }),
  },
  "POST users/change-password": {
    expect: anyUser(400),
    request: json({ currentPassword: "not-the-password", newPassword: "new-password-1" }),
  },
  "GET users": { expect: adminOnly(200) },
  "GET users/users": { expect: adminOnly(200) },
  "POST users/status": { expect: adminOnly(200), request: async (cast) => ({ json: { userId: cast.other.id, disabled: false } }) },
  // A learner never reads or sets extra time, not even their own (docs/rules.md, "Extra time").
  "GET users/[id]/accommodation": { expect: adminOnly(200), request: id(async (cast) => cast.learner.id) },
  "POST users/[id]/accommodation": {
    expect: adminOnly(200),
    request: async (cast) => ({ params: { id: cast.learner.id }, json: { extraTimePercent: 0, reason: "Matrix" } }),
  },
  // Admins only, a learner's own record included (docs/rules.md, "A learner's record and extending access").
  "GET users/[id]/record": { expect: adminOnly(200), request: id(async (cast) => cast.learner.id) },
  "POST users/[id]/access": {
    expect: adminOnly(200),
    request: async (cast) => ({ params: { id: cast.learner.id }, json: { subjectId: cast.subject.id, days: 1, reason: "Matrix" } }),
  },
  "POST contact": { expect: all(201), request: json({ name: "Visitor", email: "visitor@anaesprep.test", message: "Hello" }) },
  "GET messages": { expect: adminOnly(200) },
  "POST messages/update": { expect: adminOnly(404), request: json({ id: "00000000-0000-4000-8000-000000000000", handled: true }) },
  "GET reports": { expect: adminOnly(200) },
  "GET subjects": { expect: all(200) },
  "POST subjects/create": {
    expect: adminOnly(201),
    request: async () => ({ json: { name: `Matrix ${crypto.randomUUID()}`, price: 100 } }),
  },
  "POST subjects/update": {
    expect: adminOnly(200),
    request: async (cast) => ({ json: { id: (await cast.subjectWithoutQuizzes()).id, name: `Matrix ${crypto.randomUUID()}`, price: 1 } }),
  },
  "DELETE subjects/[id]": { expect: adminOnly(200), request: id(async (cast) => (await cast.subjectWithoutQuizzes()).id) },
  "GET quiz": { expect: anyUser(200) },
  "GET quiz/all-quizzes": { expect: adminOnly(200) },
  "GET quiz/[id]": {
    expect: { visitor: 401, learner: 200, other: 403, disabled: 401, admin: 200 },
    request: id(async (cast) => (await cast.quiz()).id),
  },
  "DELETE quiz/[id]": { expect: adminOnly(200), request: id(async (cast) => (await cast.quiz()).id) },
  "POST quiz/add": { expect: adminOnly(400), request: json({ name: "" }) },
  "POST quiz/update": {
    expect: adminOnly(409),
    request: async (cast) => ({ json: { ...(await cast.quiz()), id: (await cast.quiz()).id, questions: [] } }),
  },
  "GET quiz/allowed": { expect: learnerOnly(200) },
  "GET grand-tests": { expect: all(200) },
  "GET grand-tests/[id]/results": { expect: anyUser(200), request: id(async (cast) => (await cast.closedGrandTest()).id) },
  "GET quiz/results": { expect: learnerOnly(200) },
  "POST quiz/start": { expect: learnerOnly(200, 403), request: async (cast) => ({ json: { quizId: (await cast.quiz()).id } }) },
  "POST quiz/submit": {
    expect: learnerOnly(400, 404),
    request: async (cast) => ({
      json: { quizAttemptId: await cast.openAttempt(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() },
    }),
  },
  "POST quiz/end": { expect: learnerOnly(200, 404), request: async (cast) => ({ json: { quizAttemptId: await cast.openAttempt() } }) },
  "GET quiz/quiz-attempt/[id]": { expect: learnerOnly(200, 404), request: id((cast) => cast.openAttempt()) },
  "GET quiz/result/[id]": {
    expect: { visitor: 401, learner: 200, other: 404, disabled: 401, admin: 200 },
    request: id((cast) => cast.endedAttempt()),
  },
  "POST practice": {
    expect: learnerOnly(201, 403),
    request: async (cast) => {
      await cast.quiz();
      return { json: { source: "all", count: 1, mode: "tutor" } };
    },
  },
  "GET practice": { expect: learnerOnly(200) },
  "POST practice/count": { expect: learnerOnly(200, 403), request: json({ source: "all" }) },
  "GET practice/[id]": { expect: learnerOnly(200, 404), request: id(async (cast) => (await cast.practice()).id) },
  "POST practice/[id]/answer": {
    expect: learnerOnly(400, 404),
    request: async (cast) => {
      const session = await cast.practice();
      return { params: { id: session.id }, json: { questionId: session.questions[0]!.id, optionId: crypto.randomUUID() } };
    },
  },
  "POST practice/[id]/end": { expect: learnerOnly(200, 404), request: id(async (cast) => (await cast.practice()).id) },
  // Unanswered: nothing to correct yet.
  "POST practice/[id]/rating": {
    expect: learnerOnly(409, 404),
    request: async (cast) => {
      const session = await cast.practice();
      return { params: { id: session.id }, json: { questionId: session.questions[0]!.id, rating: "easy" } };
    },
  },
  // Marks and notes on questions: only on the learner's own paper (docs/rules.md, "Marks and notes on questions").
  "GET marks": {
    expect: learnerOnly(200, 404),
    request: async (cast) => ({ path: `/api/marks?kind=practice&id=${(await cast.practice()).id}` }),
  },
  "POST marks/strike": {
    expect: learnerOnly(400, 404), // the learner's own paper, but an option of no question in it
    request: async (cast) => {
      const session = await cast.practice();
      const paper = { kind: "practice", id: session.id };
      return { json: { paper, questionId: session.questions[0]!.id, optionId: crypto.randomUUID(), struck: true } };
    },
  },
  "POST marks/highlights": {
    expect: learnerOnly(200, 404),
    request: async (cast) => {
      const session = await cast.practice();
      return { json: { paper: { kind: "practice", id: session.id }, questionId: session.questions[0]!.id, ranges: [] } };
    },
  },
  // Before the learner's own answer there are no figures, for anyone.
  "GET marks/others": {
    expect: learnerOnly(404),
    request: async (cast) => ({ path: `/api/marks/others?questionId=${(await cast.practice()).questions[0]!.id}` }),
  },
  "POST question-notes": {
    expect: learnerOnly(200, 404),
    request: async (cast) => ({ json: { questionId: (await cast.practice()).questions[0]!.id, text: "Check the dose." } }),
  },
  "GET reviews": { expect: learnerOnly(200) },
  // The learner has a bank but nothing due; the other learner has no bank.
  "POST reviews/session": {
    expect: learnerOnly(409, 403),
    request: async (cast) => {
      await cast.quiz();
      return { json: {} };
    },
  },
  "GET plan": { expect: learnerOnly(200) },
  // docs/rules.md, "Readiness": a learner's own prediction; the pass mark, the ask and the status are the admins'.
  "GET readiness": { expect: learnerOnly(200) },
  "PUT readiness/settings": { expect: adminOnly(200), request: json({ passMark: 70 }) },
  "POST readiness/calibrate": { expect: adminOnly(202) },
  "GET readiness/calibration": { expect: adminOnly(200) },
  "POST payment/add": { expect: learnerOnly(400), request: async () => ({ body: new FormData(), method: "POST", headers: {} }) },
  "GET payment": { expect: anyUser(200) },
  "GET payment/[id]": {
    expect: { visitor: 401, learner: 200, other: 404, disabled: 401, admin: 200 },
    request: id((cast) => cast.payment()),
  },
  "GET payment/bank-account": { expect: anyUser(200) },
  "GET payment/reference": { expect: learnerOnly(200), request: async () => ({ path: "/api/payment/reference?plan=monthly" }) },
  // No file: the admin gets the 400 naming it, everyone else never reaches the form.
  "POST payment/statements": { expect: adminOnly(400), request: async () => ({ body: new FormData(), method: "POST", headers: {} }) },
  "GET payment/statements/banks": { expect: adminOnly(200) },
  "POST payment/update-status": {
    expect: adminOnly(200),
    request: async (cast) => ({ json: { paymentId: await cast.payment(), accepted: false } }),
  },
  // What a revoke would end, and the revoke (docs/rules.md, "Revoking an approval"): admins only, the learner's own payment included.
  "GET payment/[id]/revoke": { expect: adminOnly(200), request: id((cast) => cast.approvedPayment()) },
  "POST payment/[id]/revoke": {
    expect: adminOnly(200),
    request: async (cast) => ({ params: { id: await cast.approvedPayment() }, json: { reason: "Matrix" } }),
  },
  // A rejected order sent again (docs/rules.md, "Access, payments and attempts"): learners only; an empty form is the 400 naming a field.
  "POST payment/[id]/resubmit": {
    expect: learnerOnly(400),
    request: async (cast) => ({ params: { id: await cast.payment() }, body: new FormData(), method: "POST", headers: {} }),
  },
  "GET files/[...key]": {
    expect: { visitor: 401, learner: 200, other: 404, disabled: 401, admin: 200 },
    request: async (cast) => ({ params: { key: (await cast.note()).filePath.replace("/api/files/", "").split("/") } }),
  },
  "GET notes": { expect: anyUser(200) },
  "POST notes": { expect: anyUser(200) },
  "POST notes/upload-note": { expect: anyUser(400), request: async () => ({ body: new FormData(), method: "POST" }) },
  "DELETE notes/[id]": {
    expect: { visitor: 401, learner: 200, other: 404, disabled: 401, admin: 200 },
    request: id(async (cast) => (await cast.note()).id),
  },
  // A question of a quiz nobody has an attempt of: never shown, so 404 (tests/http/flags.test.ts flags one that was).
  "POST flags": {
    expect: learnerOnly(404),
    request: async (cast) => ({ json: { questionId: (await cast.quiz()).questions[0]!.id, flagged: true } }),
  },
  "POST quiz/import": { expect: adminOnly(400), request: json({ format: "gift", text: "Is it? {T}" }) },
  "GET quiz/import/template": { expect: adminOnly(200) },
  // The spreadsheet export: the same handler and guard as GIFT's (tests/http/quiz-spreadsheet.test.ts has both).
  "GET quiz/[id]/export": {
    expect: adminOnly(200),
    request: async (cast) => {
      const quizId = (await cast.quiz()).id;
      return { params: { id: quizId }, path: `/api/quiz/${quizId}/export?format=xlsx` };
    },
  },
  // An empty list: the admin hears the 400 naming `questions`, and the cast's quiz stays as it is.
  "POST quiz/[id]/questions": {
    expect: adminOnly(400),
    request: async (cast) => ({ params: { id: (await cast.quiz()).id }, json: { questions: [] } }),
  },
  "GET quiz/[id]/statistics": { expect: adminOnly(200), request: id(async (cast) => (await cast.quiz()).id) },
  "GET analytics/me": { expect: learnerOnly(200) },
  "GET tags": { expect: anyUser(200) },
  "POST tags/[id]": { expect: adminOnly(404), request: async () => ({ params: { id: crypto.randomUUID() }, json: { name: "Matrix" } }) },
  "POST questions/images": { expect: adminOnly(400), request: async () => ({ body: new FormData(), method: "POST" }) },
  // The learner's practice session shows the question; another learner was never shown it.
  "POST questions/[id]/reports": {
    expect: learnerOnly(201, 404),
    request: async (cast) => ({ params: { id: (await cast.practice()).questions[0]!.id }, json: { reason: "typo", message: "A typo." } }),
  },
  "GET question-reports": { expect: adminOnly(200) },
  "POST question-reports/[id]": {
    expect: adminOnly(404),
    request: async () => ({ params: { id: crypto.randomUUID() }, json: { status: "resolved", reply: "Fixed." } }),
  },
  "GET questions/[id]/regrade": { expect: adminOnly(200), request: id(async (cast) => (await cast.quiz()).questions[0]!.id) },
  "POST questions/[id]/regrade": {
    expect: adminOnly(200),
    request: async (cast) => {
      const question = (await cast.quiz()).questions[0]!;
      return { params: { id: question.id }, json: { correctOptionIds: [question.optionsList[1]!.id], dryRun: true } };
    },
  },
};

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const modules = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts");
const routeId = (file: string) => file.replace(/^\/app\/api\/?/, "").replace(/\/?route\.ts$/, "");

let cast: Cast;
const discovered: { key: string; handler: Handler }[] = [];

beforeAll(async () => {
  cast = await makeCast();
  for (const [file, load] of Object.entries(modules)) {
    const exported = await load();
    for (const method of METHODS) {
      if (typeof exported[method] === "function")
        discovered.push({ key: `${method} ${routeId(file)}`, handler: exported[method] as Handler });
    }
  }
});

describe("authorization matrix", () => {
  it("covers every route handler in app/api, and only those", () => {
    const keys = discovered.map((route) => route.key).sort();
    expect(
      keys.filter((key) => !(key in MATRIX)),
      "routes missing from the matrix",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !keys.includes(key)),
      "matrix rows without a route",
    ).toEqual([]);
  });

  it("answers each role as the table says", { timeout: 120_000 }, async () => {
    const mismatches: string[] = [];
    for (const { key, handler } of discovered) {
      const scenario = MATRIX[key];
      if (!scenario) continue;
      for (const role of ROLES) {
        const options = (await scenario.request?.(cast, role)) ?? {};
        const method = key.split(" ")[0]!;
        const { status } = await call(handler as never, {
          ...options,
          method,
          cookie: options.cookie ?? cast.cookies[role],
          path: options.path ?? `/api/${key.split(" ")[1]}`,
        });
        if (status !== scenario.expect[role]) mismatches.push(`${key} as ${role}: expected ${scenario.expect[role]}, got ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("refuses every state-changing route from a foreign origin", { timeout: 60_000 }, async () => {
    const accepted: string[] = [];
    for (const { key, handler } of discovered) {
      const method = key.split(" ")[0]!;
      if (method === "GET") continue;
      const options = (await MATRIX[key]?.request?.(cast, "admin")) ?? {};
      const headers = { ...options.headers, origin: "https://evil.example" };
      const { status } = await call(handler as never, { ...options, method, headers, cookie: cast.cookies.admin });
      if (status !== 403) accepted.push(`${key}: ${status}`);
    }
    expect(accepted).toEqual([]);
  });
});
