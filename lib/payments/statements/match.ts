import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { queryRows } from "@/db/rows";
import { paymentProofReadings, payments, users, type PaymentStatus } from "@/db/schema";
import { TIME_ZONE } from "@/lib/format";
import { fromPaisa } from "@/lib/money";
import { paymentsWithReusedProofs } from "../proof-matches";
import { DAYS_BEFORE_ORDER } from "./limits";
import { MATCH_RULES, type Candidate, type MatchedBy } from "./match-rules";
import { nextTurn, ROWS_PER_TURN } from "./turns";
import type { StatementLine } from "./table";

export type { MatchedBy };
type Who = { paymentId: string; reference: string; learner: string; transactionId: string };
/** A payment a row names, and the rule that named it. */
export type Named = Who & { by: MatchedBy };
export type Matched = Named & { row: number; amount: number; reusedProof: boolean };
export type Mismatched = Named & { row: number; expected: number; found: number };
export type AlreadyDecided = Named & { row: number; amount: number; status: Exclude<PaymentStatus, "PENDING"> };
export type Unmatched = {
  row: number;
  description: string;
  amount: number;
  reason: "not-found" | "before-order" | "matched-above" | "ambiguous";
  /** With `ambiguous`: every payment the row names, so the admin sees why it approves none. */
  names?: Named[];
};
export type Reconciliation = { matched: Matched[]; mismatched: Mismatched[]; unmatched: Unmatched[]; alreadyDecided: AlreadyDecided[] };

/**
 * What a row may name: every run of whole words of its reference cell and description, joined
 * without separators and upper-cased, as transaction keys are ("TXN-12 34" → "TXN1234"). Whole words
 * only, so "12345678" is not found inside "REF912345678".
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

const candidateColumns = () => sql`${payments.id} as "id", ${payments.reference} as "reference",
  ${payments.transactionKey} as "transactionKey", ${payments.transactionId} as "transactionId", ${payments.amountPaisa} as "amountPaisa",
  ${payments.status} as "status", to_char(${payments.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD') as "day",
  ${users.name} as "learner", (select ${paymentProofReadings.transactionKey} from ${paymentProofReadings}
    where ${paymentProofReadings.paymentId} = ${payments.id} and ${paymentProofReadings.proofKey} = ${payments.proofKey}
      and ${paymentProofReadings.status} = 'read') as "readTransactionKey"`;

/** Every PENDING payment (payments_status_idx): what a row can match, held in hash maps. */
const pendingPayments = () =>
  queryRows<Candidate>(
    getDb(),
    sql`select ${candidateColumns()} from ${payments} join ${users} on ${users.id} = ${payments.userId} where ${payments.status} = 'PENDING'`,
  );

const LOOKUP_SLICE = 5_000;

/** Decided payments holding a key the rows hold, per rule (asked in slices, so no request builds one huge list). */
async function decidedPayments(asked: Set<string>[]): Promise<Candidate[]> {
  const keys = asked.map((set) => [...set]);
  const found: Candidate[] = [];
  for (let start = 0; start < Math.max(0, ...keys.map((list) => list.length)); start += LOOKUP_SLICE) {
    const holding = MATCH_RULES.map((rule, at) => rule.holding(keys[at]!.slice(start, start + LOOKUP_SLICE)));
    found.push(
      ...(await queryRows<Candidate>(
        getDb(),
        sql`select ${candidateColumns()} from ${payments} join ${users} on ${users.id} = ${payments.userId}
          where ${payments.status} <> 'PENDING' and (${sql.join(holding, sql` or `)})`,
      )),
    );
  }
  return found;
}

/** Per rule, key → the payments holding it. */
type Index = Map<string, Candidate[]>;

/**
 * Indexes payments by each rule's keys: every PENDING payment holding a key (legacy look-alike
 * numbers: a row naming them names them all), but of decided ones only the newest (a rejected
 * payment and its new try). One pass, no sort.
 */
function indexesOf(found: Candidate[], newestOnly: boolean): Index[] {
  return MATCH_RULES.map((rule) => {
    const index: Index = new Map();
    for (const payment of found)
      for (const key of rule.keysOfPayment(payment)) {
        const held = index.get(key);
        if (!held) index.set(key, [payment]);
        else if (!newestOnly) held.push(payment);
        else if (payment.day > held[0]!.day) held[0] = payment;
      }
    return index;
  });
}

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const whoOf = (payment: Candidate): Who => ({
  paymentId: payment.id,
  reference: payment.reference,
  learner: payment.learner,
  transactionId: payment.transactionId,
});

/**
 * Sorts the statement's credits (docs/rules.md, "Statement reconciliation"): hash look-ups by each
 * of MATCH_RULES, never a row-by-payment loop. A row names the payments whose reference or strong
 * transaction number it holds (a pending payment before a decided one); naming two, it matches
 * neither. Naming one, it matches when that payment is PENDING, the amounts are equal and the row
 * is not dated more than DAYS_BEFORE_ORDER days before the order. The first matching row of a payment takes it.
 */
export async function reconcile(lines: StatementLine[]): Promise<Reconciliation> {
  const pending = indexesOf(await pendingPayments(), false);
  const asked = MATCH_RULES.map(() => new Set<string>());
  for (const [index, line] of lines.entries()) {
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    for (const span of spansOf(line))
      for (const [at, rule] of MATCH_RULES.entries()) {
        const key = rule.keyOfSpan(span);
        if (key !== null && !pending[at]!.has(key)) asked[at]!.add(key);
      }
  }
  const decided = indexesOf(await decidedPayments(asked), true);
  /** The payments a row names, each once, by the first rule that names it. */
  const namedBy = (spans: string[]): { payment: Candidate; by: MatchedBy }[] => {
    const named = new Map<string, { payment: Candidate; by: MatchedBy }>();
    for (const [at, rule] of MATCH_RULES.entries())
      for (const span of spans) {
        const key = rule.keyOfSpan(span);
        if (key === null) continue;
        for (const payment of pending[at]!.get(key) ?? decided[at]!.get(key) ?? [])
          if (!named.has(payment.id)) named.set(payment.id, { payment, by: rule.by });
      }
    return [...named.values()];
  };

  const result: Reconciliation = { matched: [], mismatched: [], unmatched: [], alreadyDecided: [] };
  const taken = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (index % ROWS_PER_TURN === 0) await nextTurn();
    const named = namedBy(spansOf(line)); // again rather than kept: 5,000 rows' spans held would only feed the garbage collector
    const amount = fromPaisa(line.amountPaisa);
    const unmatched = (reason: Unmatched["reason"], names?: Named[]) =>
      result.unmatched.push({ row: line.row, description: line.description, amount, reason, ...(names && { names }) });
    if (named.length !== 1) {
      if (named.length === 0) unmatched("not-found");
      else
        unmatched(
          "ambiguous",
          named.map(({ payment, by }) => ({ ...whoOf(payment), by })),
        );
      continue;
    }
    const [{ payment, by }] = named as [{ payment: Candidate; by: MatchedBy }];
    const who = { ...whoOf(payment), by };
    if (payment.status !== "PENDING") result.alreadyDecided.push({ ...who, row: line.row, amount, status: payment.status });
    else if (line.day < daysBefore(payment.day, DAYS_BEFORE_ORDER)) unmatched("before-order");
    else if (line.amountPaisa !== payment.amountPaisa)
      result.mismatched.push({ ...who, row: line.row, expected: fromPaisa(payment.amountPaisa), found: amount });
    else if (taken.has(payment.id)) unmatched("matched-above");
    else {
      taken.add(payment.id);
      result.matched.push({ ...who, row: line.row, amount, reusedProof: false });
    }
  }
  const reused = await paymentsWithReusedProofs(result.matched.map((match) => match.paymentId));
  for (const match of result.matched) match.reusedProof = reused.has(match.paymentId);
  return result;
}
