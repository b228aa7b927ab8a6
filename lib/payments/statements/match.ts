import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pgArray, queryRows } from "@/db/rows";
import { paymentProofMatches, payments, users, type PaymentStatus } from "@/db/schema";
import { TIME_ZONE } from "@/lib/format";
import { fromPaisa } from "@/lib/money";
import { REFERENCE_PATTERN, REFERENCE_PREFIX } from "../reference-format";
import { DAYS_BEFORE_ORDER, MIN_TRANSACTION_KEY } from "./limits";
import type { StatementLine } from "./table";

export type MatchedBy = "reference" | "transaction";
type Who = { paymentId: string; reference: string; learner: string; transactionId: string };
export type Matched = Who & { row: number; by: MatchedBy; amount: number; reusedProof: boolean };
export type Mismatched = Who & { row: number; by: MatchedBy; expected: number; found: number };
export type AlreadyDecided = Who & { row: number; by: MatchedBy; amount: number; status: Exclude<PaymentStatus, "PENDING"> };
export type Unmatched = { row: number; description: string; amount: number; reason: "not-found" | "before-order" | "matched-above" };
export type Reconciliation = { matched: Matched[]; mismatched: Mismatched[]; unmatched: Unmatched[]; alreadyDecided: AlreadyDecided[] };

type Candidate = {
  id: string;
  reference: string;
  transactionKey: string;
  transactionId: string;
  amountPaisa: number;
  status: PaymentStatus;
  day: string;
  learner: string;
  reusedProof: boolean;
};

/**
 * What a row may name: every run of whole words of its reference cell and description, joined
 * without separators and upper-cased, as transaction keys are ("TXN-12 34" → "TXN1234"). Whole words
 * only, so "1234" is not found inside "REF91234".
 */
function spansOf(line: StatementLine): string[] {
  const tokens = `${line.reference} ${line.description}`
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  const spans: string[] = [];
  for (let start = 0; start < tokens.length; start++) {
    let joined = "";
    for (let end = start; end < tokens.length && joined.length + tokens[end]!.length <= 64; end++) spans.push((joined += tokens[end]));
  }
  return spans;
}

const asReference = (span: string) => {
  const reference = `${REFERENCE_PREFIX}${span.slice(2)}`;
  return span.length === 8 && span.startsWith("AP") && REFERENCE_PATTERN.test(reference) ? reference : null;
};

/** The payments the statement's rows may name, by reference or transaction key, in two indexed look-ups. */
async function candidates(references: string[], keys: string[]): Promise<Candidate[]> {
  const columns = sql`${payments.id} as "id", ${payments.reference} as "reference", ${payments.transactionKey} as "transactionKey",
    ${payments.transactionId} as "transactionId", ${payments.amountPaisa} as "amountPaisa", ${payments.status} as "status",
    to_char(${payments.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD') as "day", ${users.name} as "learner",
    exists (select 1 from ${paymentProofMatches} where ${paymentProofMatches.paymentId} = ${payments.id}) as "reusedProof"`;
  return queryRows<Candidate>(
    getDb(),
    sql`select ${columns} from ${payments} join ${users} on ${users.id} = ${payments.userId}
      where ${payments.reference} = any(${pgArray(references, "text")})
      union
      select ${columns} from ${payments} join ${users} on ${users.id} = ${payments.userId}
      join (select distinct unnest(${pgArray(keys, "text")}) as key) as wanted on ${payments.transactionKey} = wanted.key`,
  );
}

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** Of payments sharing a transaction number (a rejected one and its new try), the pending one first, then the newest. */
const STATUS_RANK: Record<PaymentStatus, number> = { PENDING: 0, ACCEPTED: 1, REJECTED: 2 };

/**
 * Sorts the statement's credits (docs/rules.md, "Statement reconciliation"): hash look-ups by
 * reference and by transaction key, never a row-by-payment loop. A row names the payment whose
 * reference it holds, else the one whose transaction number it holds; it matches when that payment
 * is PENDING, the amounts are equal and the row is not dated more than DAYS_BEFORE_ORDER days before
 * the order. The first matching row of a payment takes it.
 */
export async function reconcile(lines: StatementLine[]): Promise<Reconciliation> {
  const spans = lines.map(spansOf);
  const references = new Set<string>();
  const keys = new Set<string>();
  for (const span of spans.flat()) {
    const reference = asReference(span);
    if (reference) references.add(reference);
    if (span.length >= MIN_TRANSACTION_KEY) keys.add(span);
  }
  const found = await candidates([...references], [...keys]);
  const byReference = new Map(found.map((payment) => [payment.reference, payment]));
  const byTransaction = new Map<string, Candidate>();
  for (const payment of found.sort((a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status] || b.day.localeCompare(a.day)))
    if (!byTransaction.has(payment.transactionKey)) byTransaction.set(payment.transactionKey, payment);

  const result: Reconciliation = { matched: [], mismatched: [], unmatched: [], alreadyDecided: [] };
  const taken = new Set<string>();
  lines.forEach((line, index) => {
    const rowSpans = spans[index]!;
    const viaReference = rowSpans.map(asReference).find((reference) => reference && byReference.has(reference));
    const viaTransaction = rowSpans.find((span) => span.length >= MIN_TRANSACTION_KEY && byTransaction.has(span));
    const payment = viaReference ? byReference.get(viaReference) : viaTransaction ? byTransaction.get(viaTransaction) : undefined;
    const amount = fromPaisa(line.amountPaisa);
    const unmatched = (reason: Unmatched["reason"]) =>
      result.unmatched.push({ row: line.row, description: line.description, amount, reason });
    if (!payment) return unmatched("not-found");
    const who = { paymentId: payment.id, reference: payment.reference, learner: payment.learner, transactionId: payment.transactionId };
    const by: MatchedBy = viaReference ? "reference" : "transaction";
    if (payment.status !== "PENDING") return result.alreadyDecided.push({ ...who, row: line.row, by, amount, status: payment.status });
    if (line.day < daysBefore(payment.day, DAYS_BEFORE_ORDER)) return unmatched("before-order");
    if (line.amountPaisa !== payment.amountPaisa)
      return result.mismatched.push({ ...who, row: line.row, by, expected: fromPaisa(payment.amountPaisa), found: amount });
    if (taken.has(payment.id)) return unmatched("matched-above");
    taken.add(payment.id);
    result.matched.push({ ...who, row: line.row, by, amount, reusedProof: payment.reusedProof });
  });
  return result;
}
