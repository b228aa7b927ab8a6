import { afterEach, describe, expect, it } from "vitest";
import type { Env } from "@/lib/env";
import { parseEnv } from "@/lib/env";
import {
  instanceSetupProblem,
  parsePresenceName,
  presenceName,
  presenceOf,
  type InstancePresence,
  type SetupFacts,
} from "@/lib/setup/instance-setup";
import { checkInstanceSetup } from "@/lib/setup/instances";

// docs/operations.md, "Several instances": an instance refuses a setup the others cannot share.
const SECRET = "a-shared-secret-of-at-least-32-characters";
const S3 = { S3_BUCKET: "anaesprep", S3_ENDPOINT: "https://s3.example.com", SHARED_UPLOADS_FOLDER: false };
const LOCAL = { S3_BUCKET: undefined, S3_ENDPOINT: undefined, SHARED_UPLOADS_FOLDER: false };
const me = (overrides: Partial<Env> = {}, id = "self0001") => presenceOf({ AUTH_SECRET: SECRET, ...S3, ...overrides }, id);
const other = (overrides: Partial<Env> = {}) => me(overrides, "other001");

const facts = (overrides: Partial<SetupFacts>): SetupFacts => ({
  instances: 1,
  sharedDatabase: true,
  generatedSecret: false,
  self: me(),
  others: [],
  ...overrides,
});

describe("the refusal of a setup several instances cannot share", () => {
  it("lets an instance that runs alone start with anything", () => {
    expect(instanceSetupProblem(facts({ sharedDatabase: false, generatedSecret: true, self: me(LOCAL) }))).toBeNull();
  });

  it("lets one of several start with a shared secret and one S3 bucket", () => {
    expect(instanceSetupProblem(facts({ instances: 3 }))).toBeNull();
    expect(instanceSetupProblem(facts({ others: [other(), other()] }))).toBeNull();
  });

  it("refuses INSTANCES > 1 on the embedded PGlite, with a generated secret, without S3, and says each", () => {
    const problem = instanceSetupProblem(facts({ instances: 2, sharedDatabase: false, generatedSecret: true, self: me(LOCAL) }));
    expect(problem).toMatch(/^INSTANCES=2 says this is one of several instances, but /);
    expect(problem).toMatch(/PGlite serves one process only: set DATABASE_URL/);
    expect(problem).toMatch(/AUTH_SECRET is not set .* set the same AUTH_SECRET on every instance/);
    expect(problem).toMatch(/uploads would be kept on this instance's own disk: set S3_BUCKET/);
  });

  it("refuses beside a running instance: without S3 alone, the secret alone, each named", () => {
    const withoutS3 = instanceSetupProblem(facts({ self: me(LOCAL), others: [other()] }));
    expect(withoutS3).toMatch(/^1 other instance\(s\) run on this database, but uploads would be kept on this instance's own disk/);
    expect(withoutS3).not.toMatch(/AUTH_SECRET/);
    const generated = instanceSetupProblem(facts({ generatedSecret: true, others: [other()] }));
    expect(generated).toMatch(/AUTH_SECRET is not set/);
    expect(generated).not.toMatch(/S3_BUCKET/);
  });

  it("refuses a secret or a bucket that differs from the running instances', and a running instance without S3", () => {
    expect(instanceSetupProblem(facts({ others: [other({ AUTH_SECRET: `${SECRET}-other` })] }))).toMatch(
      /AUTH_SECRET differs from that of the instance\(s\) already running/,
    );
    expect(instanceSetupProblem(facts({ others: [other({ S3_BUCKET: "another-bucket" })] }))).toMatch(
      /use one S3 bucket for every instance/,
    );
    expect(instanceSetupProblem(facts({ others: [other(LOCAL)] }))).toMatch(/an instance already running keeps uploads on its own disk/);
  });

  it("takes a folder declared shared (SHARED_UPLOADS_FOLDER=1) as shared storage", () => {
    const shared = { ...LOCAL, SHARED_UPLOADS_FOLDER: true };
    expect(instanceSetupProblem(facts({ instances: 2, self: me(shared), others: [other(shared)] }))).toBeNull();
  });

  it("announces nothing secret, in a name PostgreSQL keeps whole, read back as written", () => {
    const presence: InstancePresence = me();
    const name = presenceName(presence);
    expect(name).not.toContain(SECRET.slice(0, 8));
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
    expect(parsePresenceName(name)).toEqual(presence);
    expect(parsePresenceName("psql")).toBeNull();
  });
});

describe("checkInstanceSetup at the start of the production server", () => {
  afterEach(() => {
    delete process.env.ANAESPREP_GENERATED_AUTH_SECRET;
  });

  it("refuses INSTANCES=3 without DATABASE_URL, AUTH_SECRET or S3, with the sentence the log shows", async () => {
    process.env.ANAESPREP_GENERATED_AUTH_SECRET = "1";
    const env = parseEnv({ AUTH_SECRET: SECRET, INSTANCES: "3" });
    await expect(checkInstanceSetup(env)).rejects.toThrow(
      /^cannot run beside other instances: INSTANCES=3 says .*DATABASE_URL.*AUTH_SECRET.*S3_BUCKET/,
    );
  });

  it("starts alone on the embedded database as before", async () => {
    process.env.ANAESPREP_GENERATED_AUTH_SECRET = "1";
    await expect(checkInstanceSetup(parseEnv({ AUTH_SECRET: SECRET }))).resolves.toBeUndefined();
  });
});
