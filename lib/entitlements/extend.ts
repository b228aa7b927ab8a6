import "server-only";
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { getDb, type Executor } from "@/db/client";
import { accessExtensions, entitlements, subjects, users } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format";
import { reasonSchema } from "@/lib/single-line";
import { runningAt } from "./index";
import { accessName, extendedEnd, MAX_EXTENSION_DAYS } from "./terms";

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_RULE = `must be a whole number of days from 1 to ${MAX_EXTENSION_DAYS}.`;
/** A second identical extension this soon is a double click or a resend, not a decision: it adds nothing. */
export const REPEAT_WINDOW_SECONDS = 10;

/** `POST /api/users/{id}/access`: which access (a subject id, null for the monthly plan), by how many days, and why. */
export const extendAccessSchema = z.object({
  subjectId: z.uuid({ error: "must be a subject id, or null for the monthly plan." }).nullable(),
  days: z.number({ error: DAYS_RULE }).int(DAYS_RULE).min(1, DAYS_RULE).max(MAX_EXTENSION_DAYS, DAYS_RULE),
  reason: reasonSchema("Please give the reason for the extension."),
});
export type ExtendAccessInput = z.infer<typeof extendAccessSchema>;

export const EXTENSION_MESSAGES = {
  userNotFound: "User not found.",
  adminTarget: "Admins hold no access: extensions are for learners only.",
  unknownSubject: "No such subject.",
  nothingRunning: "This learner holds no running access to it, so there is nothing to extend: approve a payment instead.",
} as const;

export type AccessExtensionView = {
  id: string;
  entitlementId: string;
  subjectId: string | null;
  subjectName: string | null;
  days: number;
  reason: string;
  oldEndsAt: string;
  newEndsAt: string;
  extendedAt: string;
  /** The admin; null once their account is gone. */
  extendedBy: { id: string; name: string } | null;
};

/** What an extension answers: the record, and `repeated` when an identical one had just been made and nothing was added. */
export type ExtensionResult = { extension: AccessExtensionView; repeated: boolean };

/** The access a period covers: the same subject, or the monthly plan (`subject_id` null). */
const sameAccess = (subjectId: string | null) => (subjectId ? eq(entitlements.subjectId, subjectId) : isNull(entitlements.subjectId));

const extensionColumns = {
  id: accessExtensions.id,
  entitlementId: accessExtensions.entitlementId,
  subjectId: entitlements.subjectId,
  subjectName: subjects.name,
  days: accessExtensions.days,
  reason: accessExtensions.reason,
  oldEndsAt: accessExtensions.oldEndsAt,
  newEndsAt: accessExtensions.newEndsAt,
  extendedAt: accessExtensions.extendedAt,
  adminId: users.id,
  adminName: users.name,
};

/** Extensions matching `where`, newest first, at most `limit`, each with its access and the admin. */
async function readExtensions(db: Executor, where: SQL | undefined, limit: number): Promise<AccessExtensionView[]> {
  const rows = await db
    .select(extensionColumns)
    .from(accessExtensions)
    .innerJoin(entitlements, eq(entitlements.id, accessExtensions.entitlementId))
    .leftJoin(subjects, eq(subjects.id, entitlements.subjectId))
    .leftJoin(users, eq(users.id, accessExtensions.extendedBy))
    .where(where)
    .orderBy(desc(accessExtensions.extendedAt), desc(accessExtensions.id))
    .limit(limit);
  return rows.map(({ adminId, adminName, ...row }): AccessExtensionView => ({
    ...row,
    oldEndsAt: row.oldEndsAt.toISOString(),
    newEndsAt: row.newEndsAt.toISOString(),
    extendedAt: row.extendedAt.toISOString(),
    extendedBy: adminId ? { id: adminId, name: adminName! } : null,
  }));
}

/** The learner's extensions, newest first, at most `limit`, with how many there are. */
export async function extensionsOf(userId: string, limit: number): Promise<{ items: AccessExtensionView[]; total: number }> {
  const ofLearner = eq(accessExtensions.userId, userId);
  const [items, [total]] = await Promise.all([
    readExtensions(getDb(), ofLearner, limit),
    getDb().select({ n: count() }).from(accessExtensions).where(ofLearner),
  ]);
  return { items, total: total!.n };
}

/** "Access to Anatomy extended by 30 days, until 2 Jan 2027, 9:50 pm PKT." */
export const extensionMessage = ({ extension, repeated }: ExtensionResult) =>
  repeated
    ? `This extension was made a moment ago; nothing more was added. ${accessName(extension.subjectName)} runs until ${formatDateTime(extension.newEndsAt)}.`
    : `Access to ${accessName(extension.subjectName)} extended by ${extension.days} days, until ${formatDateTime(extension.newEndsAt)}.`;

/**
 * An admin extends a learner's running access by whole days (docs/rules.md, "A learner's record and
 * extending access"): the running period's end, and every period of the same access bought to
 * follow it, move by the same days, so renewals still start when it ends. The periods and the audit row are written in one
 * transaction, under a lock of the learner's row, so two clicks or two admins queue; the same
 * extension again within REPEAT_WINDOW_SECONDS answers the first and adds nothing.
 */
export async function extendAccess(adminId: string, userId: string, input: ExtendAccessInput, now = new Date()): Promise<ExtensionResult> {
  return getDb().transaction(async (tx) => {
    const [target] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw new DomainError("NotFound", EXTENSION_MESSAGES.userNotFound);
    if (target.isAdmin) throw new DomainError("NotALearner", EXTENSION_MESSAGES.adminTarget);
    const [current] = await tx
      .select({ id: entitlements.id, endsAt: entitlements.endsAt })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), sameAccess(input.subjectId), runningAt(now)))
      .orderBy(desc(entitlements.endsAt))
      .limit(1);
    if (!current) {
      const known = input.subjectId ? await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, input.subjectId)) : [1];
      throw known.length === 0
        ? new DomainError("Invalid", EXTENSION_MESSAGES.unknownSubject, { field: "subjectId" })
        : new DomainError("Conflict", EXTENSION_MESSAGES.nothingRunning);
    }

    const [repeat] = await readExtensions(
      tx,
      and(
        eq(accessExtensions.entitlementId, current.id),
        eq(accessExtensions.days, input.days),
        eq(accessExtensions.reason, input.reason),
        sql`${accessExtensions.extendedAt} > now() - make_interval(secs => ${REPEAT_WINDOW_SECONDS})`,
      ),
      1,
    );
    if (repeat) return { extension: repeat, repeated: true };

    const shift = sql`(${input.days * DAY_MS} * interval '1 millisecond')`;
    await tx
      .update(entitlements)
      .set({
        startsAt: sql`case when ${entitlements.startsAt} > ${now.toISOString()}::timestamptz then ${entitlements.startsAt} + ${shift} else ${entitlements.startsAt} end`,
        endsAt: sql`${entitlements.endsAt} + ${shift}`,
      })
      .where(
        and(
          eq(entitlements.userId, userId),
          sameAccess(input.subjectId),
          or(eq(entitlements.id, current.id), gt(entitlements.startsAt, now)),
        ),
      );
    const [record] = await tx
      .insert(accessExtensions)
      .values({
        userId,
        entitlementId: current.id,
        days: input.days,
        reason: input.reason,
        oldEndsAt: current.endsAt,
        newEndsAt: extendedEnd(current.endsAt, input.days),
        extendedBy: adminId,
        // When it took effect, read under the lock (not now(), the transaction's start): the history lists in commit order.
        extendedAt: sql`clock_timestamp()`,
      })
      .returning({ id: accessExtensions.id });
    const [extension] = await readExtensions(tx, eq(accessExtensions.id, record!.id), 1);
    return { extension: extension!, repeated: false };
  });
}

/** An access an admin may extend now (`subjectId` null: the monthly plan): its running period's end, and whether a renewal waits after it. */
export type ExtendableAccess = { subjectId: string | null; name: string; endsAt: string; renewalWaiting: boolean };

/**
 * The accesses extendAccess would lengthen now, one per subject (and the plan): of each, the running
 * period with the latest end, as extendAccess picks it. Read whole, not from the record's bounded
 * list of periods, so a learner with a long history still shows every running access.
 */
export async function extendableAccesses(userId: string, now = new Date()): Promise<ExtendableAccess[]> {
  const [running, waiting] = await Promise.all([
    getDb()
      .select({ subjectId: entitlements.subjectId, subjectName: subjects.name, endsAt: entitlements.endsAt })
      .from(entitlements)
      .leftJoin(subjects, eq(subjects.id, entitlements.subjectId))
      .where(and(eq(entitlements.userId, userId), runningAt(now)))
      .orderBy(desc(entitlements.endsAt)),
    getDb()
      .selectDistinct({ subjectId: entitlements.subjectId })
      .from(entitlements)
      .where(and(eq(entitlements.userId, userId), gt(entitlements.startsAt, now))),
  ]);
  const renewed = new Set(waiting.map((row) => row.subjectId));
  const accesses = new Map<string | null, ExtendableAccess>();
  for (const row of running) {
    if (accesses.has(row.subjectId)) continue;
    const renewalWaiting = renewed.has(row.subjectId);
    accesses.set(row.subjectId, {
      subjectId: row.subjectId,
      name: accessName(row.subjectName),
      endsAt: row.endsAt.toISOString(),
      renewalWaiting,
    });
  }
  return [...accesses.values()];
}
