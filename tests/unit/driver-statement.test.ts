import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getConnection } from "@/db/client";
import { driverStatement } from "@/db/driver-statement";
import { users } from "@/db/schema";
import { isDatabaseUnreachable, isUniqueViolation } from "@/lib/db-errors";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

// The same statement drizzle prepares, run through db/driver-statement.ts: on PostgreSQL by
// postgres.js itself, on PGlite by drizzle. Both passes of CI run this file, one on each.
function statements() {
  const connection = getConnection();
  const byEmail = connection.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, sql.placeholder("email")))
    .prepare("driver_statement_test_by_email");
  const insert = connection.db
    .insert(users)
    .values({ email: sql.placeholder("email"), name: "Copy", passwordHash: "x" })
    .returning({ id: users.id })
    .prepare("driver_statement_test_insert");
  return { byEmail: driverStatement(connection, byEmail), insert: driverStatement(connection, insert) };
}

describe("driverStatement", () => {
  it("runs drizzle's statement with the placeholders' values, as drizzle would", async () => {
    const user = await createUser({ name: "Driver" });
    const { byEmail } = statements();
    expect(await byEmail({ email: user.email })).toHaveLength(1);
    expect(await byEmail({ email: `nobody-${user.email}` })).toEqual([]);
    // Twice more: the prepared statement is found again by its text.
    expect(await byEmail({ email: user.email })).toHaveLength(1);
  });

  it("leaves the database's errors readable by their code, unwrapped or not", async () => {
    const user = await createUser({ name: "Twice" });
    const { insert } = statements();
    const failure = await insert({ email: user.email }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure)).toBe(true);
    expect(isDatabaseUnreachable(failure)).toBe(false);
  });
});
