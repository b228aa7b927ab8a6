import { z } from "zod";

/**
 * The variables that choose the database: PostgreSQL at DATABASE_URL, or else the embedded PGlite
 * in DATA_DIR ("memory://": in memory). db/client.ts reads them itself; lib/env.ts validates them
 * with the rest of the app's configuration, by these same rules.
 */
export const databaseVariables = {
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .optional()
    .pipe(z.url().optional()),
  DATA_DIR: z.string().default("./data"),
};

export type DatabaseConfig = { databaseUrl?: string; dataDir: string };

export function readDatabaseConfig(env: Record<string, string | undefined> = process.env): DatabaseConfig {
  const parsed = z.object(databaseVariables).safeParse(env);
  if (!parsed.success) throw new Error(describeInvalidEnvironment(parsed.error));
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: parsed.data.DATA_DIR };
}

/** One readable message listing every bad variable. */
export function describeInvalidEnvironment(error: z.ZodError): string {
  const problems = error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  return `Invalid environment configuration:\n${problems.join("\n")}`;
}
