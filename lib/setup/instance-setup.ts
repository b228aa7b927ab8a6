import { createHash, createHmac } from "node:crypto";
import type { Env } from "@/lib/env";

/**
 * Whether this instance may run beside others (docs/operations.md, "Several instances"). Instances
 * share a session signing key and the uploaded files, or they cannot work together: a session made
 * on one is refused by another, and a proof uploaded on one is missing on the next. So an instance
 * told that it is one of several (INSTANCES > 1), or that finds another running on its database,
 * refuses to start without them. Pure: the presence of the others is read by ./instances.ts.
 */

/** What an instance announces of itself to the others: nothing secret, only enough to compare. */
export type InstancePresence = {
  /** Random per process. */
  id: string;
  /** A keyed digest of AUTH_SECRET: equal on two instances exactly when their secrets are. */
  secretTag: string;
  /** "s3-" and a digest of the endpoint and bucket, "shared" (one declared folder) or "local". */
  storage: string;
};

/** The name an instance's presence connection carries in `pg_stat_activity.application_name` (63 bytes at most). */
export const PRESENCE_PREFIX = "anaesprep-instance";

export function presenceName(presence: InstancePresence): string {
  return `${PRESENCE_PREFIX} ${presence.id} ${presence.secretTag} ${presence.storage}`;
}

export function parsePresenceName(name: string): InstancePresence | null {
  const [prefix, id, secretTag, storage, ...rest] = name.split(" ");
  if (prefix !== PRESENCE_PREFIX || !id || !secretTag || !storage || rest.length > 0) return null;
  return { id, secretTag, storage };
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 10);

export function storageTag(env: Pick<Env, "S3_BUCKET" | "S3_ENDPOINT" | "SHARED_UPLOADS_FOLDER">): string {
  if (env.S3_BUCKET) return `s3-${digest(`${env.S3_ENDPOINT ?? "aws"}|${env.S3_BUCKET}`)}`;
  return env.SHARED_UPLOADS_FOLDER ? "shared" : "local";
}

export function presenceOf(
  env: Pick<Env, "AUTH_SECRET" | "S3_BUCKET" | "S3_ENDPOINT" | "SHARED_UPLOADS_FOLDER">,
  id: string,
): InstancePresence {
  const secretTag = createHmac("sha256", env.AUTH_SECRET).update("anaesprep instance presence").digest("hex").slice(0, 12);
  return { id, secretTag, storage: storageTag(env) };
}

export type SetupFacts = {
  /** INSTANCES: how many instances the owner says run this deployment. */
  instances: number;
  /** DATABASE_URL is set (otherwise the embedded PGlite, one process only). */
  sharedDatabase: boolean;
  /** AUTH_SECRET was generated into this instance's data folder by `npm start`, not set by the owner. */
  generatedSecret: boolean;
  self: InstancePresence;
  /** The other instances running on this database now. */
  others: readonly InstancePresence[];
};

/** Why this instance cannot run beside the others, in one message; null when it can (or runs alone). */
export function instanceSetupProblem(facts: SetupFacts): string | null {
  const { self, others } = facts;
  if (facts.instances <= 1 && others.length === 0) return null;
  const why =
    others.length > 0
      ? `${others.length} other instance(s) run on this database`
      : `INSTANCES=${facts.instances} says this is one of several instances`;
  const problems: string[] = [];
  if (!facts.sharedDatabase) problems.push("the embedded PGlite serves one process only: set DATABASE_URL to the shared PostgreSQL");
  if (facts.generatedSecret) {
    problems.push(
      "AUTH_SECRET is not set (one was generated into this instance's data folder): set the same AUTH_SECRET on every instance",
    );
  } else if (others.some((other) => other.secretTag !== self.secretTag)) {
    problems.push("AUTH_SECRET differs from that of the instance(s) already running: set the same AUTH_SECRET on every instance");
  }
  if (self.storage === "local") {
    problems.push(
      "uploads would be kept on this instance's own disk: set S3_BUCKET and the other S3_* variables (or SHARED_UPLOADS_FOLDER=1 when DATA_DIR/uploads is one folder that every instance mounts)",
    );
  } else if (others.some((other) => other.storage === "local")) {
    problems.push("an instance already running keeps uploads on its own disk: restart it with S3 storage first");
  } else if (others.some((other) => other.storage !== self.storage)) {
    problems.push("uploads are stored elsewhere than by the instance(s) already running: use one S3 bucket for every instance");
  }
  return problems.length === 0 ? null : `${why}, but ${problems.join("; and ")}.`;
}
