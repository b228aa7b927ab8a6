import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pgArray, queryRows } from "@/db/rows";
import { paymentProofMatches, payments, users, type PaymentStatus } from "@/db/schema";
import { TIME_ZONE } from "@/lib/format";
import { fromPaisa } from "@/lib/money";
import { REFERENCE_PATTERN, REFERENCE_PREFIX } from "../reference-format";
import { DAYS_BEFORE_ORDER, MIN_TRANSACTION_KEY } from "./limits";
import { nextTurn, ROWS_PER_TURN } from "./turns";
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

const candidateColumns = () => sql`${payments.id} as "id", ${payments.reference} as "reference",
  ${payments.transactionKey} as "transactionKey", ${payments.transactionId} as "transactionId", ${payments.amountPaisa} as "amountPaisa",
  ${payments.status} as "status", to_char(${payments.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD') as "day",
  ${users.name} as "learner", exists (select 1 from ${paymentProofMatches} where ${paymentProofMatches.paymentId} = ${payments.id}) as "reusedProof"`;

/** Every PENDING payment (payments_status_idx): what a row can match, held in hash maps. */
const pendingPayments = () =>
  queryRows<Candidate>(
    getDb(),
    sql`select ${candidateColumns()} from ${payments} join ${users} on ${users.id} = ${payments.userId} where ${payments.status} = 'PENDING'`,
  );

/** Decided payments the rows name, by reference, or by transaction key (asked in slices, so no request builds one huge list). */
async function decidedPayments(references: string[], keys: string[]): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (let start = 0; start < Math.max(references.length, keys.length); start += LOOKUP_SLICE) {
    found.push(
      ...(await queryRows<Candidate>(
        getDb(),
        sql`select ${candidateColumns()} from ${payments} join ${users} on ${users.id} = ${payments.userId}
          where ${payments.status} <> 'PENDING' and (${payments.reference} = any(${pgArray(references.slice(start, start + LOOKUP_SLICE), "text")})
            or ${payments.transactionKey} = any(${pgArray(keys.slice(start, start + LOOKUP_SLICE), "text")}))`,
      )),
    );
  }
  return found;
}

const LOOKUP_SLICE = 5_000;

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** Of payments sharing a key (legacy look-alike transaction numbers, a rejected one and its new try), the newest: one pass, no sort. */
function byKey(found: Candidate[], key: (payment: Candidate) => string): Map<string, Candidate> {
  const map = new Map<string, Candidate>();
  for (const payment of found) {
    const kept = map.get(key(payment));
    if (!kept || payment.day > kept.day) map.set(key(payment), payment);
  }
  return map;
}

/**
 * Sorts the statement's credits (docs/rules.md, "Statement reconciliation"): hash look-ups by
 * reference and by transaction key, never a row-by-payment loop. A row names the payment whose
 * reference it holds, else the one whose transaction number it holds (a pending payment before a
 * decided one); it matches when that payment is PENDING, the amounts are equal and the row is not
 * dated more than DAYS_BEFORE_ORDER days before the order. The first matching row of a payment takes it.
 */
export async function reconcile(lines: StatementLine[]): Promise<Reconciliation> {
  const pending = await pendingPayments();
  const pendingByReference = byKey(pending, (payment) => payment.reference);
  const pendingByKey = byKey(pending, (payment) => payment.transactionKey);
  const references = new Set<string>();
  const keys = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    const rowSpans = spansOf(line);
    for (const span of rowSpans) {
      const reference = asReference(span);
      if (reference && !pendingByReference.has(reference)) references.add(reference);
    }
    if (!rowSpans.some((span) => pendingByKey.has(span) || pendingByReference.has(asReference(span) ?? "")))
      for (const span of rowSpans) if (span.length >= MIN_TRANSACTION_KEY) keys.add(span);
  }
  const decided = await decidedPayments([...references], [...keys]);
  const decidedByReference = byKey(decided, (payment) => payment.reference);
  const decidedByKey = byKey(decided, (payment) => payment.transactionKey);
  const find = (rowSpans: string[]): [Candidate, MatchedBy] | null => {
    for (const span of rowSpans) {
      const reference = asReference(span);
      const payment = reference && (pendingByReference.get(reference) ?? decidedByReference.get(reference));
      if (payment) return [payment, "reference"];
    }
    const key = (map: Map<string, Candidate>) => rowSpans.find((span) => span.length >= MIN_TRANSACTION_KEY && map.has(span));
    const viaPending = key(pendingByKey);
    if (viaPending) return [pendingByKey.get(viaPending)!, "transaction"];
    const viaDecided = key(decidedByKey);
    return viaDecided ? [decidedByKey.get(viaDecided)!, "transaction"] : null;
  };

  const result: Reconciliation = { matched: [], mismatched: [], unmatched: [], alreadyDecided: [] };
  const taken = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    const found = find(spansOf(line)); // again rather than kept: 5,000 rows' spans held would only feed the garbage collector
    const amount = fromPaisa(line.amountPaisa);
    const unmatched = (reason: Unmatched["reason"]) =>
      result.unmatched.push({ row: line.row, description: line.description, amount, reason });
    if (!found) {
      unmatched("not-found");
      continue;
    }
    const [payment, by] = found;
    const who = { paymentId: payment.id, reference: payment.reference, learner: payment.learner, transactionId: payment.transactionId };
    if (payment.status !== "PENDING") result.alreadyDecided.push({ ...who, row: line.row, by, amount, status: payment.status });
    else if (line.day < daysBefore(payment.day, DAYS_BEFORE_ORDER)) unmatched("before-order");
    else if (line.amountPaisa !== payment.amountPaisa)
      result.mismatched.push({ ...who, row: line.row, by, expected: fromPaisa(payment.amountPaisa), found: amount });
    else if (taken.has(payment.id)) unmatched("matched-above");
    else {
      taken.add(payment.id);
      result.matched.push({ ...who, row: line.row, by, amount, reusedProof: payment.reusedProof });
    }
  }
  return result;
}
