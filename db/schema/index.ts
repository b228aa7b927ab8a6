/**
 * The whole schema, one file per area; `@/db/schema` is this file. drizzle-kit reads it too
 * (drizzle.config.ts), so a table belongs to the migrations once its file is listed here.
 */
export * from "./accounts";
export * from "./attempts";
export * from "./catalogue";
export * from "./contact";
export * from "./entitlements";
export * from "./figures";
export * from "./mail";
export * from "./marks";
export * from "./notes";
export * from "./payment-checks";
export * from "./payments";
export * from "./practice";
export * from "./proof-readings";
export * from "./question-reports";
export * from "./rate-limits";
export * from "./readiness";
export * from "./reviews";
export * from "./statements";
