import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pgArray } from "@/db/rows";
import { payments, paymentStatementMatches, paymentStatements, type PaymentStatus } from "@/db/schema";
import { storeUploadThen } from "@/lib/files/store";
import { enqueueMail } from "@/lib/mail/queue";
import { approvePendingPayments } from "../approve";
import { approvalMail } from "../decision-mail";
import { STATEMENT_TYPES, type StatementFile } from "./file";
import type { Reconciliation } from "./match";

export type AppliedStatement = { id: string; uploadedAt: string; approved: number };

/**
 * Approves every matched payment in ONE transaction through approvePendingPayments (the desk's
 * Approve), after storing the file (`statements/<uuid>`) with who uploaded it. Each approval records
 * the statement and row; each learner's email is queued in the same transaction (mail to many,
 * docs/rules.md "Mail queue"). A matched payment another apply approved first is moved to
 * `alreadyDecided`, so the answer says what this upload did.
 */
export async function applyStatement(
  adminId: string,
  bank: string,
  file: StatementFile,
  rows: number,
  result: Reconciliation,
): Promise<{ statement: AppliedStatement; result: Reconciliation }> {
  const upload = { bytes: file.bytes, type: { mime: STATEMENT_TYPES[file.kind], extension: file.kind } };
  const { statement, approvedIds } = await storeUploadThen("statements", upload, (fileKey) =>
    getDb().transaction(async (tx) => {
      const [stored] = await tx
        .insert(paymentStatements)
        .values({
          bank,
          fileKey,
          fileName: file.name,
          contentType: upload.type.mime,
          rowCount: rows,
          approvedCount: 0,
          uploadedBy: adminId,
        })
        .returning({ id: paymentStatements.id, uploadedAt: paymentStatements.uploadedAt });
      const approved = await approvePendingPayments(
        tx,
        adminId,
        result.matched.map((match) => match.paymentId),
      );
      const ids = new Set(approved.map((payment) => payment.id));
      const recorded = result.matched.filter((match) => ids.has(match.paymentId));
      if (recorded.length > 0) {
        await tx.execute(sql`
          insert into ${paymentStatementMatches} (payment_id, statement_id, row, matched_by)
          select payment_id, ${stored!.id}, row, matched_by
          from unnest(${pgArray(
            recorded.map((match) => match.paymentId),
            "uuid",
          )}, ${pgArray(
            recorded.map((match) => String(match.row)),
            "text",
          )}::int[],
            ${pgArray(
              recorded.map((match) => match.by),
              "text",
            )}) as matched(payment_id, row, matched_by)`);
        await tx.update(paymentStatements).set({ approvedCount: recorded.length }).where(eq(paymentStatements.id, stored!.id));
        await enqueueMail(
          tx,
          approved.map((payment) => ({
            ...approvalMail(payment, payment.reference, payment.grants),
            dedupeKey: `payment-approved:${payment.id}`,
          })),
        );
      }
      return { statement: { id: stored!.id, uploadedAt: stored!.uploadedAt.toISOString(), approved: recorded.length }, approvedIds: ids };
    }),
  );
  const lost = result.matched.filter((match) => !approvedIds.has(match.paymentId));
  const statuses = lost.length
    ? new Map(
        (
          await getDb()
            .select({ id: payments.id, status: payments.status })
            .from(payments)
            .where(
              sql`${payments.id} = any(${pgArray(
                lost.map((match) => match.paymentId),
                "uuid",
              )})`,
            )
        ).map((row) => [row.id, row.status === "PENDING" ? ("ACCEPTED" as const) : row.status]),
      )
    : new Map<string, Exclude<PaymentStatus, "PENDING">>();
  return {
    statement,
    result: {
      ...result,
      matched: result.matched.filter((match) => approvedIds.has(match.paymentId)),
      alreadyDecided: [
        ...result.alreadyDecided,
        ...lost.map(({ reusedProof: _reused, ...match }) => ({ ...match, status: statuses.get(match.paymentId) ?? "ACCEPTED" })),
      ].sort((a, b) => a.row - b.row),
    },
  };
}
