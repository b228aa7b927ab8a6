import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/db/client";
import { call, randomClientIp, type CallOptions } from "../support/http";
import type { Cast, Role } from "./fixtures";

/** What the hostile-input files share: hostile values, the route loader, a digest of the data and the probe loop. */
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
const modules = import.meta.glob<Record<string, Handler>>("/app/api/**/route.ts");
export const handler = async (route: string, method: string) => (await modules[`/app/api/${route}/route.ts`]!())[method]!;

export const HOSTILE_VALUES: unknown[] = [
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
export const MALFORMED_BODIES = ["{", "[]", "null", "123", '"text"', '{"a":', "\u0000", "{}}", "x".repeat(2_000_000)];
export const HOSTILE_IDS = [
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
  "payment_statements",
  "payment_statement_matches",
  "statement_bank_mappings",
  "entitlements",
  "access_extensions",
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
  "answered_questions",
];
export async function digest(): Promise<string> {
  const parts = DIGESTED.map((table) => sql.raw(`(select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${table} t)`));
  const [row] = await getDb()
    .select({ value: sql<string>`concat(${sql.join(parts, sql`, '|', `)})` })
    .from(sql`(select 1) as one`);
  return row!.value;
}

export const JSON_TYPE = { "content-type": "application/json" };

export type Probe = {
  label: string;
  route: string;
  method: string;
  role: Role;
  options: CallOptions & { params?: Record<string, string | string[]> };
};

/**
 * Sends every probe as its role: never a 5xx; a refusal (4xx) says why (`success: false` and a
 * message) and leaves every table as it was.
 */
export async function expectProbesHarmless(probes: Probe[], cast: Cast): Promise<void> {
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
}
