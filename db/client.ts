import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { readDatabaseConfig } from "./config";
import { acquireDataDirLock } from "./lock";
import { withReservedTransactions } from "./reserved-transactions";
import * as schema from "./schema";

/** One query API for both drivers; PGlite's drizzle instance is API-compatible. */
export type Database = PostgresJsDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseConnection =
  | { kind: "postgres"; db: Database; sql: postgres.Sql; url: string; close: () => Promise<void> }
  | { kind: "pglite"; db: Database; client: PGlite; close: () => Promise<void> };

const IN_MEMORY = "memory://";
/** The extensions the migrations create (pg_trgm: the trigram indexes of the user search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * `loadDataDir`: an in-memory database starts as a copy of this dump (PGlite's `dumpDataDir`)
 * instead of running initdb, several seconds on these machines. The tests start each file from
 * one migrated dump (tests/support/global-setup.ts).
 */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob }): DatabaseConnection {
  if (options.databaseUrl) {
    // JIT off: it compiles any statement whose estimated cost passes jit_above_cost, 100–300 ms that
    // the app's statements (a learner's or a quiz's rows, read by index) never win back.
    // max_pipeline 1: one statement in flight per connection. postgres.js 3.4.9 keeps its pool's
    // queues as arrays that are compacted only when they run empty, and moving a pipelining
    // connection between them scans the whole array: under sustained saturation (exam day) every
    // query got slower the longer the process served (CPU per query 25 -> 60 us in 25 s; the app's
    // answer save 4,138 -> 2,098/s over three rounds). Without pipelining those queues stay short,
    // and a local pool of 10 answered faster, flat: 16-17 us a query (docs/benchmarks.md, "Exam day").
    // Transactions never share a connection with anything else (db/reserved-transactions.ts).
    // (`max_pipeline` is in postgres.js's README but not its types: passed as a variable, not a literal.)
    // backoff: the wait before a connection tries again after failing, in seconds. postgres.js's own
    // grows with every failure of the pool (3^n / 100, up to 20 s), so after PostgreSQL was away for 5 s
    // the instances waited 6–9 s more before connecting again (e2e/system/instance-faults.spec.ts).
    // A try a second at most costs nothing and reconnects within a second of the database's return.
    const settings = { max: 10, max_pipeline: 1, backoff: reconnectBackoff, onnotice: () => {}, connection: { jit: "off" } };
    const sql = postgres(options.databaseUrl, settings);
    // Each transaction on a connection of its own (db/reserved-transactions.ts): nothing else runs inside it.
    const db = drizzlePostgres(withReservedTransactions(sql), { schema });
    return { kind: "postgres", db, sql, url: options.databaseUrl, close: () => sql.end({ timeout: 5 }) };
  }
  if (options.dataDir === IN_MEMORY) {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
    return { kind: "pglite", db: asDatabase(drizzlePglite(client, { schema })), client, close: () => client.close() };
  }
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  const client = new PGlite(path.join(dataDir, "pglite"), { extensions: PGLITE_EXTENSIONS });
  const close = async () => {
    await client.close();
    releaseLock();
  };
  return { kind: "pglite", db: asDatabase(drizzlePglite(client, { schema })), client, close };
}

/** Seconds before the next connection try after `failures` in a row (0, 1, 2…): 0.05, 0.1, 0.2, 0.4, 0.8, then 1. */
export const reconnectBackoff = (failures: number) => Math.min(2 ** failures / 20, 1);

function asDatabase(db: unknown): Database {
  return db as Database;
}

type GlobalWithDb = typeof globalThis & { __anaesprepDb?: DatabaseConnection };

/** The process-wide connection, opened on first use (kept across dev hot reloads). */
export function getConnection(): DatabaseConnection {
  return ((globalThis as GlobalWithDb).__anaesprepDb ??= openConfiguredDatabase());
}

/** Uses `connection` as the process-wide one when none is open yet; false when one already is. */
export function adoptConnection(connection: () => DatabaseConnection): boolean {
  const store = globalThis as GlobalWithDb;
  if (store.__anaesprepDb) return false;
  store.__anaesprepDb = connection();
  return true;
}

function openConfiguredDatabase(): DatabaseConnection {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build`: make the page dynamic.");
  }
  return openDatabase(readDatabaseConfig());
}

export function getDb(): Database {
  return getConnection().db;
}

export async function closeConnection(): Promise<void> {
  const store = globalThis as GlobalWithDb;
  const connection = store.__anaesprepDb;
  store.__anaesprepDb = undefined;
  await connection?.close();
}
