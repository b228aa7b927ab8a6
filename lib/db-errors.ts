/** The error and its causes, outermost first (drizzle wraps the driver's error), at most four deep. */
function* causeChain(error: unknown): Generator<object> {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** Postgres error codes arrive on the error itself (postgres.js, PGlite) or on drizzle's wrapper's cause. */
function pgCode(error: unknown): string | undefined {
  for (const current of causeChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";

/** The constraint (index) a unique violation names: postgres.js calls it `constraint_name`, PGlite `constraint`. */
export function violatedConstraint(error: unknown): string | undefined {
  for (const current of causeChain(error)) {
    const named = current as { constraint_name?: unknown; constraint?: unknown };
    const name = named.constraint_name ?? named.constraint;
    if (typeof name === "string") return name;
  }
  return undefined;
}

/**
 * What a database that cannot be reached for the moment answers: the connection refused, reset or
 * timed out (postgres.js passes the socket's code, or names its own), or PostgreSQL shutting down,
 * starting up or dropping the connection (SQLSTATE classes 57P and 08).
 */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

/** The database is out of reach for now (restarting, failing over): a request may succeed if sent again. */
export const isDatabaseUnreachable = (error: unknown) => UNREACHABLE.has(pgCode(error) ?? "");

/** The innermost cause's message, for a one-line log: drizzle's wrapper repeats the whole statement and its parameters. */
export function innermostMessage(error: unknown): string {
  const innermost = [...causeChain(error)].at(-1) ?? error;
  return innermost instanceof Error ? innermost.message : String(innermost);
}
