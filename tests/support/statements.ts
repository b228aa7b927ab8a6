import { vi } from "vitest";
import { getConnection } from "@/db/client";

/**
 * Runs `work` and counts the statements it sent to the database (each a round trip), on either
 * driver: PGlite's query/exec/transaction, postgres.js's unsafe/begin (what drizzle calls).
 */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const connection = getConnection();
  const [target, methods] =
    connection.kind === "pglite"
      ? [connection.client as unknown as Record<string, unknown>, ["query", "exec", "transaction"]]
      : [connection.sql as unknown as Record<string, unknown>, ["unsafe", "begin"]];
  const spies = methods.map((method) => vi.spyOn(target as Record<string, (...args: unknown[]) => unknown>, method));
  try {
    const result = await work();
    return { result, statements: spies.reduce((total, spy) => total + spy.mock.calls.length, 0) };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
