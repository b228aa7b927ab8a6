/** Postgres error codes arrive on the error itself (postgres.js, PGlite) or on drizzle's wrapper's cause. */
function pgCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";

/** The constraint (index) a unique violation names: postgres.js calls it `constraint_name`, PGlite `constraint`. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const named = current as { constraint_name?: unknown; constraint?: unknown };
    const name = named.constraint_name ?? named.constraint;
    if (typeof name === "string") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
