import "server-only";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { column, pgArray, readRows } from "@/db/rows";
import { payments, users } from "@/db/schema";
import { grantEntitlementsFor, type Grant } from "@/lib/entitlements";
import { recordPaymentDecisions } from "@/lib/report-aggregates/record";

/** A payment this call approved, with what the learner's email needs. */
export type ApprovedPayment = { id: string; reference: string; userId: string; email: string; name: string; grants: Grant[] };

/**
 * THE approval (docs/rules.md, "Access, payments and attempts"): the desk's Approve and a bank
 * statement's apply both come here, in the caller's transaction. The PENDING payments among
 * `paymentIds` are locked in id order (two applies of one statement cannot deadlock, and the second
 * finds them decided) and moved to ACCEPTED by one conditional update; the month's report figures and
 * 30 days of each payment's subjects follow in one statement each. Payments that are no longer
 * PENDING are left as they are and not returned, so nothing is approved twice.
 */
export async function approvePendingPayments(tx: Transaction, adminId: string, paymentIds: readonly string[]): Promise<ApprovedPayment[]> {
  if (paymentIds.length === 0) return [];
  const approved = await readRows(
    tx,
    sql`
    with locked as (
      select ${payments.id} as id from ${payments}
      where ${payments.id} = any(${pgArray(paymentIds, "uuid")}) and ${payments.status} = 'PENDING'
      order by ${payments.id} for update
    )
    update ${payments} set status = 'ACCEPTED', decided_by = ${adminId}, decided_at = now(), rejection_reason = null
    from locked, ${users}
    where ${payments.id} = locked.id and ${payments.status} = 'PENDING' and ${users.id} = ${payments.userId}
    returning ${payments.id} as "id", ${payments.reference} as "reference", ${payments.userId} as "userId",
      ${users.email} as "email", ${users.name} as "name"`,
    { id: column.text, reference: column.text, userId: column.text, email: column.text, name: column.text },
  );
  const ids = approved.map((payment) => payment.id);
  await recordPaymentDecisions(tx, ids);
  const grants = await grantEntitlementsFor(tx, ids);
  // Grouped once: filtering every payment's grants out of all of them was quadratic (4,500 approvals: ~100 ms of a held event loop).
  const grantsOf = new Map<string, typeof grants>();
  for (const grant of grants) grantsOf.set(grant.paymentId, [...(grantsOf.get(grant.paymentId) ?? []), grant]);
  return approved.map((payment) => ({ ...payment, grants: grantsOf.get(payment.id) ?? [] }));
}
