import { sql, type SQL } from "drizzle-orm";
import type { ZodType } from "zod";
import type { Executor } from "./client";

/**
 * Reads one column of a hand-written statement's row and says what it holds: the compiler learns
 * the row's type from its readers, and a column that comes back as something else (a renamed
 * alias, a bigint the driver sends as a string) fails loudly instead of flowing on mistyped.
 */
export type ColumnReader<T> = (value: unknown, column: string) => T;
type RowShape = Record<string, ColumnReader<unknown>>;
export type RowOf<Shape extends RowShape> = { [Column in keyof Shape]: ReturnType<Shape[Column]> };

function wrongColumn(column: string, expected: string, value: unknown): Error {
  return new Error(`Column "${column}": expected ${expected}, the database answered ${value === null ? "null" : typeof value}`);
}

function orNull<T>(read: ColumnReader<T>): ColumnReader<T | null> {
  return (value, column) => (value === null || value === undefined ? null : read(value, column));
}

const text: ColumnReader<string> = (value, column) => {
  if (typeof value === "string") return value;
  throw wrongColumn(column, "text", value);
};

/** int4 and float8 arrive as numbers; bigint and numeric as strings on postgres.js: both read as a number. */
const number: ColumnReader<number> = (value, column) => {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  throw wrongColumn(column, "a number", value);
};

const boolean: ColumnReader<boolean> = (value, column) => {
  if (typeof value === "boolean") return value;
  throw wrongColumn(column, "a boolean", value);
};

/** bytea: a Buffer on postgres.js, a Uint8Array on PGlite. */
const bytes: ColumnReader<Uint8Array> = (value, column) => {
  if (value instanceof Uint8Array) return value;
  throw wrongColumn(column, "bytes", value);
};

/** Text that must be one of a column's allowed values (a `text` enum or a check constraint). */
function oneOf<const Values extends readonly string[]>(values: Values): ColumnReader<Values[number]> {
  return (value, column) => {
    if (typeof value === "string" && values.includes(value)) return value;
    throw wrongColumn(column, `one of ${values.join(", ")}`, value);
  };
}

/** A timestamptz as both drivers parse it. */
const date: ColumnReader<Date> = (value, column) => {
  if (value instanceof Date) return value;
  throw wrongColumn(column, "a timestamp", value);
};

/** JSON (`to_json`, `json_agg`, jsonb columns), checked against its schema. */
function json<T>(schema: ZodType<T>): ColumnReader<T> {
  return (value, column) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new Error(`Column "${column}": ${parsed.error.message}`);
  };
}

/** The readers, each also `.orNull` for a column that may be null. */
export const column = {
  text,
  textOrNull: orNull(text),
  number,
  numberOrNull: orNull(number),
  boolean,
  booleanOrNull: orNull(boolean),
  date,
  dateOrNull: orNull(date),
  bytesOrNull: orNull(bytes),
  oneOf,
  json,
  jsonOrNull: <T>(schema: ZodType<T>) => orNull(json(schema)),
};

/**
 * The rows of a hand-written statement (CTEs, window functions, one-round-trip writes), read
 * column by column, whichever driver runs it (postgres.js answers an array, PGlite `{ rows }`).
 * Columns come back as PostgreSQL names them: alias them, and send times as `to_json(...)` (ISO
 * strings on both drivers). Interpolate the drizzle tables and columns; never name a table in the text.
 */
export async function readRows<Shape extends RowShape>(db: Executor, query: SQL, shape: Shape): Promise<RowOf<Shape>[]> {
  const result: unknown = await db.execute(query);
  const rows: unknown = Array.isArray(result) ? result : (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error("The database answered no rows");
  const columns = Object.entries(shape);
  return rows.map((raw: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [name, read] of columns) row[name] = read(raw[name], name);
    return row as RowOf<Shape>;
  });
}

/**
 * A list as ONE array parameter (`= any(${pgArray(ids, "uuid")})`): drizzle would spread a JS array
 * into one parameter per element, which thousands of ids (a bank statement) should not be.
 */
export function pgArray(values: readonly (string | null)[], type: "uuid" | "text"): SQL {
  const literal = `{${values.map((value) => (value === null ? "NULL" : `"${value.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
  return sql`${literal}::${sql.raw(type)}[]`;
}
