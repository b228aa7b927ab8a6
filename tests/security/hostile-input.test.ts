import { beforeAll, describe, expect, it } from "vitest";
import { createReport } from "@/lib/question-reports";
import { quizPayload } from "../support/catalogue";
import { uniqueEmail, setUpTestDatabase } from "../support/db";
import { makeCast, type Cast, type Role } from "./fixtures";
import { expectProbesHarmless, HOSTILE_IDS, HOSTILE_VALUES, JSON_TYPE, MALFORMED_BODIES, type Probe } from "./hostile-kit";

// The route tables: every JSON body, path id and query parameter of the API, probed with hostile
// values. Uploads and bounded bodies: hostile-uploads.test.ts; session cookies: hostile-cookies.test.ts.
setUpTestDatabase();

let cast: Cast;
beforeAll(async () => {
  cast = await makeCast();
});

type JsonRoute = {
  route: string;
  role: Role;
  sample: (cast: Cast) => Promise<Record<string, unknown>>;
  /** The `{id}` of a dynamic route, made once. */
  params?: (cast: Cast) => Promise<Record<string, string>>;
};
/** The question the regrade probes name (made by its `sample`, read by its `params`). */
let regradeQuestion: { id: string; optionsList: { id: string }[] } | undefined;
const JSON_ROUTES: JsonRoute[] = [
  {
    route: "users/register",
    role: "visitor",
    sample: async () => ({ email: uniqueEmail(), password: "password-123", name: "N", phone: "03001234567" }),
  },
  { route: "users/login", role: "visitor", sample: async () => ({ email: uniqueEmail(), password: "password-123" }) },
  { route: "users/forgot", role: "visitor", sample: async () => ({ email: uniqueEmail() }) },
  { route: "users/verify-otp", role: "visitor", sample: async () => ({ email: uniqueEmail(), otp: "123456" }) },
  {
    route: "users/reset-password",
    role: "visitor",
    sample: async () => ({ email: uniqueEmail(), otp: "123456", password: "password-123" }),
  },
  {
    route: "users/update",
    role: "learner",
    sample: async () => ({ name: "N", phone: "03001234567", address: "A", showOnLeaderboard: true, examDate: "2030-01-15" }),
  },
  {
    route: "users/change-password",
    role: "learner",
    sample: async () => ({ currentPassword: "wrong-password", newPassword: "password-123" }),
  },
  { route: "users/status", role: "admin", sample: async (c) => ({ userId: c.other.id, disabled: false }) },
  { route: "contact", role: "visitor", sample: async () => ({ name: "N", email: uniqueEmail(), message: "M" }) },
  { route: "messages/update", role: "admin", sample: async () => ({ id: crypto.randomUUID(), handled: true }) },
  { route: "subjects/create", role: "admin", sample: async () => ({ name: `S ${crypto.randomUUID()}`, description: "D", price: 10 }) },
  {
    route: "subjects/update",
    role: "admin",
    sample: async (c) => ({ id: (await c.subjectWithoutQuizzes()).id, name: `S ${crypto.randomUUID()}`, price: 10 }),
  },
  { route: "quiz/add", role: "admin", sample: async (c) => quizPayload(c.subject.id, { count: 1 }) },
  {
    route: "quiz/add",
    role: "admin",
    sample: async (c) => ({
      ...quizPayload(c.subject.id, { count: 1 }),
      kind: "grand_test",
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
      closesAt: new Date(Date.now() + 86_400_000).toISOString(),
      access: "registered",
    }),
  },
  { route: "quiz/update", role: "admin", sample: async (c) => ({ ...quizPayload(c.subject.id, { count: 1 }), id: crypto.randomUUID() }) },
  { route: "quiz/start", role: "learner", sample: async () => ({ quizId: crypto.randomUUID() }) },
  {
    route: "quiz/submit",
    role: "learner",
    sample: async (c) => ({ quizAttemptId: await c.openAttempt(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() }),
  },
  { route: "quiz/end", role: "learner", sample: async () => ({ quizAttemptId: crypto.randomUUID() }) },
  {
    route: "quiz/import",
    role: "admin",
    sample: async (c) => ({
      subjectId: c.subject.id,
      name: "Hostile",
      quizTime: 5,
      eachMCQMarks: 1,
      format: "gift",
      text: "Q {=a ~b}",
      dryRun: true,
    }),
  },
  // Appending to a saved quiz (docs/rules.md, "Catalogue and authoring"): a dry run of a file, and typed questions.
  {
    route: "quiz/import",
    role: "admin",
    sample: async (c) => ({ quizId: (await c.quiz()).id, format: "gift", text: "Q {=a ~b}", dryRun: true }),
  },
  {
    route: "quiz/[id]/questions",
    role: "admin",
    sample: async () => ({ questions: [{ question: "Q?", options: [{ option: "A", isCorrect: true }, { option: "B" }] }] }),
    params: async (c) => ({ id: (await c.quiz()).id }),
  },
  { route: "flags", role: "learner", sample: async (c) => ({ questionId: (await c.quiz()).questions[0]!.id, flagged: true }) },
  { route: "payment/update-status", role: "admin", sample: async () => ({ paymentId: crypto.randomUUID(), accepted: true, reason: "R" }) },
  {
    route: "practice",
    role: "learner",
    sample: async (c) => ({ subjectIds: [c.subject.id], tags: ["Airway"], source: "all", count: 5, mode: "timed", minutes: 10 }),
  },
  { route: "practice/count", role: "learner", sample: async (c) => ({ subjectIds: [c.subject.id], tags: ["Airway"], source: "unused" }) },
  {
    route: "practice/[id]/answer",
    role: "learner",
    sample: async () => ({ questionId: crypto.randomUUID(), optionId: crypto.randomUUID() }),
    params: async (c) => ({ id: (await c.practice()).id }),
  },
  {
    route: "practice/[id]/rating",
    role: "learner",
    sample: async () => ({ questionId: crypto.randomUUID(), rating: "easy" }),
    params: async (c) => ({ id: (await c.practice()).id }),
  },
  { route: "reviews/session", role: "learner", sample: async (c) => ({ subjectIds: [c.subject.id], tags: ["Airway"], count: 20 }) },
  {
    route: "users/[id]/accommodation",
    role: "admin",
    sample: async () => ({ extraTimePercent: 25, reason: "Dyslexia assessment on file" }),
    params: async (c) => ({ id: c.other.id }),
  },
  {
    route: "payment/[id]/revoke",
    role: "admin",
    sample: async () => ({ reason: "Transfer reversed" }),
    params: async (c) => ({ id: await c.approvedPayment() }),
  },
  {
    route: "users/[id]/access",
    role: "admin",
    sample: async (c) => ({ subjectId: c.subject.id, days: 30, reason: "Bank delay" }),
    params: async (c) => ({ id: c.learner.id }),
  },
  {
    route: "questions/[id]/reports",
    role: "learner",
    sample: async () => ({ reason: "wrong_key", message: "M" }),
    params: async (c) => ({ id: (await c.practice()).questions[0]!.id }),
  },
  {
    route: "question-reports/[id]",
    role: "admin",
    sample: async () => ({ status: "dismissed", reply: "R" }),
    params: async (c) => ({
      id: (await createReport(c.learner.id, (await c.practice()).questions[0]!.id, { reason: "typo", message: "M" })).id,
    }),
  },
  {
    route: "questions/[id]/regrade",
    role: "admin",
    sample: async (c) => {
      regradeQuestion = (await c.quiz()).questions[0]!;
      return { correctOptionIds: [regradeQuestion.optionsList[1]!.id], dryRun: true };
    },
    params: async () => ({ id: regradeQuestion!.id }),
  },
];

/** Nesting far past any form's (20,000 `[` = 40 kB once closed): a clear 400, never a stack overflow. */
function deepBodies(valid: Record<string, unknown>): [string, string][] {
  const depth = 20_000;
  const arrays = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const objects = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  const [field] = Object.keys(valid);
  const inField = `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(field)}:${arrays}}`;
  return [
    ["nested arrays", arrays],
    ["nested objects", objects],
    [`nested arrays in ${field}`, inField],
  ];
}

async function jsonProbes(): Promise<Probe[]> {
  const probes: Probe[] = [];
  for (const { route, role, sample, params: makeParams } of JSON_ROUTES) {
    const valid = await sample(cast);
    const params = await makeParams?.(cast);
    const add = (label: string, options: Probe["options"]) =>
      probes.push({ label: `${route}: ${label}`, route, method: "POST", role, options: { ...options, params } });
    for (const body of MALFORMED_BODIES) add(`malformed ${body.slice(0, 12)}`, { body, headers: { "content-type": "application/json" } });
    for (const field of Object.keys(valid)) {
      for (const value of HOSTILE_VALUES) add(`${field}=${JSON.stringify(value)?.slice(0, 20)}`, { json: { ...valid, [field]: value } });
      const { [field]: _dropped, ...missing } = valid;
      add(`missing ${field}`, { json: missing });
    }
    // Raw text: in an object literal `__proto__` sets the prototype, and JSON.stringify drops it.
    const extraFields = JSON.stringify({ ...valid, isAdmin: true, constructor: { prototype: { polluted: true } } });
    add("extra fields", { body: `${extraFields.slice(0, -1)},"__proto__":{"polluted":true}}`, headers: JSON_TYPE });
    for (const [label, body] of deepBodies(valid)) add(label, { body, headers: JSON_TYPE });
  }
  return probes;
}

function pathProbes(): Probe[] {
  const routes: [string, string, Role, string][] = [
    ["quiz/[id]", "GET", "learner", "id"],
    ["quiz/[id]", "DELETE", "admin", "id"],
    ["subjects/[id]", "DELETE", "admin", "id"],
    ["payment/[id]", "GET", "learner", "id"],
    ["quiz/quiz-attempt/[id]", "GET", "learner", "id"],
    ["quiz/result/[id]", "GET", "learner", "id"],
    ["notes/[id]", "DELETE", "learner", "id"],
    ["files/[...key]", "GET", "learner", "key"],
    ["tags/[id]", "POST", "admin", "id"],
    ["quiz/[id]/export", "GET", "admin", "id"],
    ["quiz/[id]/questions", "POST", "admin", "id"],
    ["quiz/[id]/statistics", "GET", "admin", "id"],
    ["practice/[id]", "GET", "learner", "id"],
    ["grand-tests/[id]/results", "GET", "learner", "id"],
    ["practice/[id]/end", "POST", "learner", "id"],
    ["practice/[id]/answer", "POST", "learner", "id"],
    ["questions/[id]/reports", "POST", "learner", "id"],
    ["question-reports/[id]", "POST", "admin", "id"],
    ["questions/[id]/regrade", "GET", "admin", "id"],
    ["questions/[id]/regrade", "POST", "admin", "id"],
    ["users/[id]/record", "GET", "admin", "id"],
    ["users/[id]/access", "POST", "admin", "id"],
    ["payment/[id]/revoke", "GET", "admin", "id"],
    ["payment/[id]/revoke", "POST", "admin", "id"],
  ];
  return routes.flatMap(([route, method, role, param]) =>
    HOSTILE_IDS.map((value) => ({
      label: `${method} ${route} ${param}=${value.slice(0, 20)}`,
      route,
      method,
      role,
      options: { params: { [param]: param === "key" ? ["proofs", ...value.split("/")] : value } },
    })),
  );
}

/** A lone surrogate cannot be percent-encoded: send invalid UTF-8 bytes instead. */
const encodeHostile = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

function queryProbes(): Probe[] {
  const routes: [string, Role, string][] = [
    ["payment", "learner", "status"],
    ["payment", "learner", "page"],
    ["payment", "admin", "pageSize"],
    ["payment", "admin", "search"],
    ["users", "admin", "search"],
    ["messages", "admin", "filter"],
    ["notes", "learner", "page"],
    ["notes", "admin", "pageSize"],
    ["notes", "admin", "scope"],
    ["notes", "admin", "search"],
    ["users", "admin", "status"],
    ["users", "admin", "page"],
    ["messages", "admin", "pageSize"],
    ["quiz/results", "learner", "subject"],
    ["quiz/results", "learner", "page"],
    ["quiz/allowed", "learner", "subject"],
    ["quiz/allowed", "learner", "pageSize"],
    ["reports", "admin", "page"],
    ["quiz/all-quizzes", "admin", "page"],
    ["quiz/all-quizzes", "admin", "pageSize"],
    ["quiz", "learner", "page"],
    ["quiz", "learner", "pageSize"],
    ["tags", "admin", "search"],
    ["tags", "learner", "page"],
    ["tags", "admin", "pageSize"],
    ["practice", "learner", "page"],
    ["practice", "learner", "pageSize"],
    ["analytics/me", "learner", "subject"],
    ["question-reports", "admin", "status"],
    ["question-reports", "admin", "page"],
  ];
  return routes.flatMap(([route, role, param]) =>
    HOSTILE_VALUES.filter((value): value is string => typeof value === "string").map((value) => ({
      label: `GET ${route}?${param}=${value.slice(0, 20)}`,
      route,
      method: "GET",
      role,
      options: { path: `/api/${route}?${param}=${encodeHostile(value.slice(0, 5000))}` },
    })),
  );
}

describe("hostile input", () => {
  it("answers over 1,000 hostile requests without a 5xx, with a message, changing nothing when refused", { timeout: 600_000 }, async () => {
    const probes = [...(await jsonProbes()), ...pathProbes(), ...queryProbes()];
    expect(probes.length).toBeGreaterThanOrEqual(1000);
    await expectProbesHarmless(probes, cast);
  });

  it("left no polluted prototype behind", () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
