import { z } from "zod";
import { databaseVariables, describeInvalidEnvironment } from "@/db/config";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** The address mail and absolute links use; unset, this server's own: http://localhost:PORT. */
    APP_URL: optionalText.pipe(z.url().optional()),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOSTNAME: z.string().default("0.0.0.0"),
    /** How many proxies in front append to X-Forwarded-For (lib/api/client-address.ts); 0: none, the socket's address counts. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** The load gate of the exam-day hot paths (lib/api/load-gate.ts, docs/operations.md); concurrency 0 turns it off. */
    LOAD_GATE_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(2),
    LOAD_GATE_QUEUE: z.coerce.number().int().min(0).max(100_000).default(200),
    LOAD_GATE_QUEUE_MS: z.coerce.number().int().min(0).max(60_000).default(200),
    LOAD_GATE_RETRY_AFTER: z.coerce.number().int().min(1).max(60).default(1),
    LOAD_GATE_BODY_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** How many instances the owner runs on one database; above 1 an instance refuses a setup they cannot share (lib/setup/instance-setup.ts). */
    INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
    /** DATA_DIR/uploads is one folder every instance mounts: local storage then counts as shared (lib/setup/instance-setup.ts). */
    SHARED_UPLOADS_FOLDER: flag,
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
    ...databaseVariables,
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
    /** The demo on a real database too (a staging server); the embedded default always has it (docs/operations.md, "Deploying"). */
    SEED_DEMO: flag,
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: flag,
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: z.string().default("AnaesPrep <no-reply@anaesprep.local>"),
    /** The proof reader's background job (docs/operations.md, "Background jobs"); "off" queues proofs but reads none. */
    PROOF_READER: z.enum(["on", "off"]).default("on"),
    BANK_NAME: z.string().default("Meezan Bank"),
    BANK_ACCOUNT_NUMBER: z.string().default("0101-0104567890"),
    BANK_ACCOUNT_HOLDER: z.string().default("AnaesPrep Education"),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  .transform((env) => ({ ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Parses process.env once; throws one readable error listing every bad variable. */
export function getEnv(): Env {
  return (cached ??= parseEnv(process.env));
}

/** The configuration `source` describes; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(describeInvalidEnvironment(parsed.error));
  return parsed.data;
}
