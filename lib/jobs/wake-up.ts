import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type DatabaseConnection } from "@/db/client";

/**
 * Wakes a background job on every instance: a NOTIFY on `channel`, delivered at the commit of the
 * transaction it runs in (or at once outside one), never on a rollback. The jobs listen with
 * `listenForWakeUps`; a job that misses one still runs at its next poll.
 */
export async function wakeUp(channel: string): Promise<void> {
  await getDb().execute(sql`select pg_notify(${channel}, '')`);
}

/** Calls `kick` on every wake-up sent on `channel`; resolves to the function that stops listening. */
export function listenForWakeUps(connection: DatabaseConnection, channel: string, kick: () => void): Promise<() => Promise<unknown>> {
  return connection.kind === "postgres"
    ? connection.sql.listen(channel, kick).then((subscription) => () => subscription.unlisten())
    : connection.client.listen(channel, kick);
}
