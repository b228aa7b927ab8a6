import { sql, type SQL } from "drizzle-orm";

/** Numbers as ONE float8[] parameter (NaN and infinities as NULL), for `unnest` inserts of a batch. */
export function floatArray(values: ArrayLike<number>): SQL {
  const items: string[] = [];
  for (let i = 0; i < values.length; i++) items.push(Number.isFinite(values[i]!) ? String(values[i]) : "NULL");
  return sql`${`{${items.join(",")}}`}::float8[]`;
}

export function intArray(values: ArrayLike<number>): SQL {
  return sql`${`{${Array.from(values, (value) => String(Math.trunc(value))).join(",")}}`}::int[]`;
}
