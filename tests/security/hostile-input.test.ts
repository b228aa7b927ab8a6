import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { getDb } from "@/db/client";
import { SESSION_COOKIE } from "@/lib/auth/config";
import { MAX_NOTE_BYTES } from "@/lib/files/limits";
import { createReport } from "@/lib/question-reports";
import { quizPayload } from "../support/catalogue";
import { uniqueEmail, setUpTestDatabase } from "../support/db";
import { call, randomClientIp, type CallOptions } from "../support/http";
import { makeCast, type Cast, type Role } from "./fixtures";

setUpTestDatabase();

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
const modules = import.meta.glob<Record<string, Handler>>("/app/api/**/route.ts");
const handler = async (route: string, method: string) => (await modules[`/app/api/${route}/route.ts`]!())[method]!;

const HOSTILE_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  [1, 2],
  { $gt: "" },
  "",
  " ",
  "x".repeat(100_000),
  "\u0000",
  "\ud800",
  "😀".repeat(500),
  "\u202e\u0301",
  "' OR 1=1 --",
  "'; drop table users; --",
  "../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "<script>alert(1)</script>",
  "NaN",
  "1e999",
];
const MALFORMED_BODIES = ["{", "[]", "null", "123", '"text"', '{"a":', "\u0000", "{}}", "x".repeat(2_000_000)];
const HOSTILE_IDS = [
  "..",
  "../../etc/passwd",
  "' OR 1=1 --",
  "0",
  "-1",
  "x".repeat(5000),
  "😀",
  "00000000-0000-0000-0000-00000000000g",
  "%00",
  "null",
];

/** Every table but the counters that refused requests are meant to move (throttling, OTP tries). */
const DIGESTED = [
  "users",
  "subjects",
  "quizzes",
  "questions",
  "options",
  "payments",
  "payment_items",
  "entitlements",
  "attempts",
  "answers",
  "practice_sessions",
  "practice_questions",
  "practice_answers",
  "notes",
  "contact_messages",
  "tags",
  "question_tags",
  "question_flags",
  "question_reports",
  "question_key_changes",
  "mail_jobs",
];
async function digest(): Promise<string> {
  const parts = DIGESTED.map((table) => sql.raw(`(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${table} t)`));
  const [row] = await getDb()
    .select({ value: sql<string>`concat(${sql.join(parts, sql`, '|', `)})` })
    .from(sql`(select 1) as one`);
  return row!.value;
}

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
    sample: async () => ({ name: "N", phone: "03001234567", address: "A", showOnLeaderboard: true }),
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

const JSON_TYPE = { "content-type": "application/json" };

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

type Probe = {
  label: string;
  route: string;
  method: string;
  role: Role;
  options: CallOptions & { params?: Record<string, string | string[]> };
};

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
    ["quiz/[id]/statistics", "GET", "admin", "id"],
    ["practice/[id]", "GET", "learner", "id"],
    ["grand-tests/[id]/results", "GET", "learner", "id"],
    ["practice/[id]/end", "POST", "learner", "id"],
    ["practice/[id]/answer", "POST", "learner", "id"],
    ["questions/[id]/reports", "POST", "learner", "id"],
    ["question-reports/[id]", "POST", "admin", "id"],
    ["questions/[id]/regrade", "GET", "admin", "id"],
    ["questions/[id]/regrade", "POST", "admin", "id"],
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

function paymentForm(cart: string): FormData {
  const form = new FormData();
  form.set("transactionId", "T-hostile");
  form.set("cart", cart);
  form.set("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "x.png", { type: "image/png" }));
  return form;
}

function multipartProbes(): Probe[] {
  const files: [string, File | string | null][] = [
    ["text named .png", new File(["not an image"], "x.png", { type: "image/png" })],
    ["polyglot html+png", new File(["<html><script>alert(1)</script>\x89PNG"], "x.png", { type: "image/png" })],
    ["script named .pdf", new File(["#!/bin/sh\nrm -rf /"], "x.pdf", { type: "application/pdf" })],
    ["empty file", new File([], "x.png", { type: "image/png" })],
    ["file as text field", "not a file"],
    ["no file", null],
    ["svg", new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.svg", { type: "image/svg+xml" })],
    ["zip without office parts", new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], "x.docx")],
  ];
  const forms = (fields: Record<string, string>) =>
    files.map(([label, file]) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      if (file !== null) form.set("file", file);
      return { label, form };
    });
  const payment = forms({ transactionId: "T-hostile", cart: JSON.stringify([{ subjectId: crypto.randomUUID() }]), isMonthlySub: "YES" });
  const note = forms({ name: "Hostile" });
  return [
    ...payment.map(({ label, form }) => ({
      label: `payment/add ${label}`,
      route: "payment/add",
      method: "POST",
      role: "learner" as Role,
      options: { body: form },
    })),
    ...note.map(({ label, form }) => ({
      label: `notes/upload-note ${label}`,
      route: "notes/upload-note",
      method: "POST",
      role: "learner" as Role,
      options: { body: form },
    })),
    ...forms({}).map(({ label, form }) => ({
      label: `questions/images ${label}`,
      route: "questions/images",
      method: "POST",
      role: "admin" as Role,
      options: { body: form },
    })),
    { label: "payment/add as JSON", route: "payment/add", method: "POST", role: "learner", options: { json: { transactionId: "T" } } },
    ...["not json", "[[[[[[[[", `${"[".repeat(20_000)}${"]".repeat(20_000)}`, '[{"subjectId":"x"}]', '{"__proto__":{"polluted":true}}'].map(
      (cart) => ({
        label: `payment/add cart=${cart.slice(0, 20)}`,
        route: "payment/add",
        method: "POST",
        role: "learner" as Role,
        options: { body: paymentForm(cart) },
      }),
    ),
  ];
}

describe("hostile input", () => {
  it("answers over 1,000 hostile requests without a 5xx, with a message, changing nothing when refused", { timeout: 600_000 }, async () => {
    const probes = [...(await jsonProbes()), ...pathProbes(), ...queryProbes(), ...multipartProbes()];
    expect(probes.length).toBeGreaterThanOrEqual(1000);
    const problems: string[] = [];
    for (const probe of probes) {
      const before = await digest();
      const route = await handler(probe.route, probe.method);
      const headers = { ...randomClientIp(), ...probe.options.headers };
      const { status, body } = await call(route as never, {
        ...probe.options,
        headers,
        method: probe.method,
        cookie: cast.cookies[probe.role],
      });
      if (status >= 500) problems.push(`${probe.label}: ${status}`);
      if (status >= 400) {
        if (body.success !== false || typeof body.message !== "string" || body.message.length === 0)
          problems.push(`${probe.label}: ${status} without a message`);
        if ((await digest()) !== before) problems.push(`${probe.label}: refused with ${status} but changed data`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("left no polluted prototype behind", () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("bodies bounded while read (DESIGN.md section 9)", () => {
  /** An endless chunked body (no Content-Length) that counts what the server pulled from it. */
  function endlessBody(chunk: Uint8Array) {
    const pulled = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled };
  }

  async function send(route: string, role: Role, stream: ReadableStream<Uint8Array>, contentType: string) {
    const post = await handler(route, "POST");
    const request = new Request(`http://localhost:3000/api/${route}`, {
      method: "POST",
      headers: { "content-type": contentType, cookie: cast.cookies[role] ?? "", ...randomClientIp() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const response = await post(request, { params: Promise.resolve({}) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("stops reading a chunked JSON body at 1 MB and answers 413", async () => {
    const { stream, pulled } = endlessBody(new TextEncoder().encode(" ".repeat(64 * 1024)));
    const { status, body } = await send("users/login", "visitor", stream, "application/json");
    expect(status).toBe(413);
    expect(body.message).toBe("The request body is too large.");
    expect(pulled.bytes).toBeLessThan(1_000_000 + 3 * 64 * 1024);
  });

  it("stops reading a chunked multipart upload at its limit and answers 413", async () => {
    const { stream, pulled } = endlessBody(new Uint8Array(256 * 1024));
    const { status, body } = await send("notes/upload-note", "learner", stream, "multipart/form-data; boundary=x");
    expect(status).toBe(413);
    expect(body.message).toMatch(/^The upload is too large/);
    expect(pulled.bytes).toBeLessThan(MAX_NOTE_BYTES + 64 * 1024 + 3 * 256 * 1024);
  });
});

describe("hostile session cookies", () => {
  const otherSecretToken = () =>
    encode({
      token: { sub: crypto.randomUUID(), sid: crypto.randomUUID(), email: "x@anaesprep.test", name: "X", isAdmin: true },
      secret: "another-secret-that-is-long-enough-to-be-real",
      salt: SESSION_COOKIE,
    });
  const COOKIES: [string, () => Promise<string>][] = [
    ["a value that does not percent-decode", async () => `${SESSION_COOKIE}=%E0%A4%A`],
    ["odd separators", async () => `;;=;${SESSION_COOKIE}==;;; ;${SESSION_COOKIE};=${SESSION_COOKIE}`],
    ["a name without a value", async () => SESSION_COOKIE],
    ["a huge value", async () => `${SESSION_COOKIE}=${"a".repeat(100_000)}`],
    ["a valid-looking token sealed with another secret", async () => `${SESSION_COOKIE}=${await otherSecretToken()}`],
    ["garbage before a second session cookie", async () => `${SESSION_COOKIE}=%; ${SESSION_COOKIE}=x.y.z`],
  ];
  const ROUTES: [string, string, CallOptions][] = [
    ["users/profile", "GET", {}],
    ["quiz", "GET", {}],
    ["users/update", "POST", { json: { name: "N", phone: "03001234567", address: "" } }],
    [
      "quiz/submit",
      "POST",
      { json: { quizAttemptId: crypto.randomUUID(), questionId: crypto.randomUUID(), optionId: crypto.randomUUID() } },
    ],
    ["users/logout-all", "POST", {}],
    ["users", "GET", {}],
  ];

  it.each(COOKIES)("%s: no session (401, cookie cleared) on authenticated routes, never a 500", async (_label, makeCookie) => {
    const cookie = await makeCookie();
    for (const [route, method, options] of ROUTES) {
      const { status, body, response } = await call((await handler(route, method)) as never, { ...options, method, cookie });
      expect({ route, status, message: typeof body.message }).toEqual({ route, status: 401, message: "string" });
      // A session cookie with any value is cleared; a bare name is no cookie at all.
      if (cookie.includes(`${SESSION_COOKIE}=`))
        expect(response.headers.get("set-cookie"), route).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, "i"));
    }
  });

  it.each(COOKIES)("%s: a failed login and a logout still answer properly", async (_label, makeCookie) => {
    const cookie = await makeCookie();
    const login = await call((await handler("users/login", "POST")) as never, {
      json: { email: uniqueEmail(), password: "wrong-password" },
      cookie,
      headers: randomClientIp(),
    });
    expect(login).toMatchObject({ status: 401, body: { success: false, message: "Invalid email or password" } });
    const logout = await call((await handler("user/logout", "GET")) as never, { cookie });
    expect(logout.status).toBe(200);
  });
});
