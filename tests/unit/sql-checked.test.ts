import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { column, readRows } from "@/db/rows";
import type { Executor } from "@/db/client";
import { sql } from "drizzle-orm";

/**
 * docs/rules.md, "SQL the compiler checks": lib/ and db/ read a hand-written statement's rows
 * through `readRows` (db/rows.ts), column by column, never by asserting a row type, and interpolate
 * the drizzle tables instead of naming them in the text.
 */
const root = join(import.meta.dirname, "../..");
const SCANNED = ["lib", "db"];

/** A row type asserted over a statement's answer: `queryRows<Row>(…)` or `… as Row[]`. */
const ROW_CAST = /queryRows\s*<|\bas\s+[^;\n]*Row\[\]/;

function sourceFiles(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .map((file) => `${folder}/${file.split("\\").join("/")}`)
      .filter((file) => /\.tsx?$/.test(file)),
  );
}

/** Every table the schema declares, by its SQL name. */
function tableNames(): string[] {
  const schema = readdirSync(join(root, "db/schema")).map((file) => readFileSync(join(root, "db/schema", file), "utf8"));
  return [...schema.join("\n").matchAll(/pgTable\(\s*"([a-z_]+)"/g)].map((match) => match[1]!);
}

/** The table a line of SQL names in its text (`from answers a`, `insert into review_logs`), or null. */
function tableNamedInText(line: string, tables: string[]): string | null {
  const code = line.trim();
  if (/^(\*|\/\/|\/\*)/.test(code)) return null;
  const named = new RegExp(`\\b(?:from|join|into|update)\\s+(${tables.join("|")})\\b(?![.(])`).exec(code);
  return named ? named[1]! : null;
}

describe("SQL the compiler checks", () => {
  const files = sourceFiles();
  const tables = tableNames();

  it("reads the whole of lib/ and db/ and every table of the schema", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(tables).toEqual(expect.arrayContaining(["answers", "practice_answers", "readiness_settings", "review_logs"]));
  });

  it("asserts no row type over a statement's rows", () => {
    const casts = files.flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .flatMap((line, at) => (ROW_CAST.test(line) ? [`${file}:${at + 1}: ${line.trim()}`] : [])),
    );
    expect(casts).toEqual([]);
  });

  it("names no table in the text of a statement", () => {
    const named = files
      .filter((file) => !file.startsWith("db/schema/"))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .flatMap((line, at) => {
            const table = tableNamedInText(line, tables);
            return table ? [`${file}:${at + 1}: ${table}`] : [];
          }),
      );
    expect(named).toEqual([]);
  });

  it("recognises the casts and the named tables it forbids, and leaves interpolations alone", () => {
    expect(ROW_CAST.test("const rows = await queryRows<PlanRow>(db, query);")).toBe(true);
    expect(ROW_CAST.test("return (result as { rows: Row[] }).rows as Row[];")).toBe(true);
    expect(ROW_CAST.test("const rows = await readRows(db, query, planRow);")).toBe(false);
    expect(tableNamedInText("sql`select pass_mark from readiness_settings where id = 1`", tables)).toBe("readiness_settings");
    expect(tableNamedInText("  join practice_questions pq on pq.session_id = s.id", tables)).toBe("practice_questions");
    expect(tableNamedInText("  join ${practiceQuestions} pq on pq.session_id = s.id", tables)).toBeNull();
    expect(tableNamedInText(" * read from answers and practice", tables)).toBeNull();
    expect(tableNamedInText(".from(answers)", tables)).toBeNull();
  });
});

describe("readRows", () => {
  /** An executor that answers `rows` as postgres.js does (an array) or as PGlite does (`{ rows }`). */
  const answering = (rows: unknown[], driver: "postgres" | "pglite") =>
    ({ execute: async () => (driver === "postgres" ? rows : { rows }) }) as unknown as Executor;

  it("reads each column with its reader, on either driver", async () => {
    for (const driver of ["postgres", "pglite"] as const) {
      const rows = await readRows(answering([{ id: "a", n: "42", ok: true, at: null, extra: 1 }], driver), sql`select 1`, {
        id: column.text,
        n: column.number,
        ok: column.boolean,
        at: column.textOrNull,
      });
      expect(rows).toEqual([{ id: "a", n: 42, ok: true, at: null }]);
    }
  });

  it("fails on a column the statement did not answer as declared", async () => {
    await expect(readRows(answering([{ id: 7 }], "postgres"), sql`select 1`, { id: column.text })).rejects.toThrow(/Column "id"/);
    await expect(readRows(answering([{}], "pglite"), sql`select 1`, { n: column.number })).rejects.toThrow(/Column "n"/);
    await expect(readRows(answering([{ s: "other" }], "postgres"), sql`select 1`, { s: column.oneOf(["a", "b"]) })).rejects.toThrow(
      /one of a, b/,
    );
  });
});
