/**
 * Vitest's global setup: one migrated database that every test file starts from, so files run in
 * parallel without sharing rows and without each paying for a database made from nothing.
 * - Embedded (no DATABASE_URL): an in-memory PGlite, migrated once and dumped; each file's private
 *   PGlite loads the dump instead of running initdb, seconds a file on these machines.
 * - PostgreSQL: a migrated template database beside DATABASE_URL; each file gets a database of its
 *   own made from it (tests/support/setup-env.ts), dropped when the file is done.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/db/client";
import { applyMigrations } from "@/db/migrate";
import { onDatabaseServer } from "./database-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The embedded database, migrated and dumped (PGlite's dumpDataDir); "" on PostgreSQL. */
    migratedDatabaseDump: string;
    /** The URL of the migrated template database on PostgreSQL; "" on the embedded one. */
    migratedTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    project.provide("migratedDatabaseDump", "");
    const template = await migratedTemplate(databaseUrl);
    project.provide("migratedTemplateUrl", template);
    return () => dropDatabase(template);
  }
  project.provide("migratedTemplateUrl", "");
  const connection = openDatabase({ dataDir: "memory://" });
  if (connection.kind !== "pglite") throw new Error("expected the embedded database");
  await applyMigrations(connection);
  const dump = await connection.client.dumpDataDir("none");
  await connection.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "anaesprep-vitest-")), "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedDatabaseDump", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/**
 * Creates `<database>_template_<random>` beside DATABASE_URL's database, migrated, with no
 * connection left: one per run of this setup (vitest.config.ts has two groups of files, each runs it).
 */
async function migratedTemplate(databaseUrl: string): Promise<string> {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || "postgres"}_template_${randomBytes(4).toString("hex")}`;
  await onDatabaseServer(databaseUrl, (sql) => sql.unsafe(`create database "${name}"`));
  url.pathname = `/${name}`;
  const connection = openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
  await applyMigrations(connection);
  await connection.close();
  return url.toString();
}

/** Drops the template once every file is done (each file's own copy is dropped by tests/support/setup-env.ts). */
const dropDatabase = (databaseUrl: string) =>
  onDatabaseServer(databaseUrl, (sql) => sql.unsafe(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`));
