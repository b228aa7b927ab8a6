import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./db/schema.ts", "./db/schema-study.ts", "./db/schema-statements.ts", "./db/schema-access.ts"],
  out: "./drizzle",
});
