import "server-only";
import type { PaymentStatus } from "@/db/schema";
import { pacer } from "@/lib/event-loop";
import { fromPaisa } from "@/lib/money";
import { ownAccountKeys } from "../bank";
import { paymentsWithReusedProofs } from "../proof-matches";
import { decidedLookup, pendingPayments } from "./candidates";
import { DAYS_BEFORE_ORDER } from "./limits";
import { MATCH_RULES, type Candidate, type MatchedBy } from "./match-rules";
import { commonIn, MATCHED_CHARS, rowWords, spansOf, type Span } from "./row-spans";
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

/** Per rule, key → the payments holding it. */
type Index = Map<string, Candidate[]>;

/**
 * Indexes payments by each rule's keys: every PENDING payment holding a key (legacy look-alike
 * numbers: a row naming them names them all), but of decided ones only the newest (a rejected
 * payment and its new try). One pass, no sort.
 */
function indexesOf(found: Candidate[], newestOnly: boolean, ownAccounts: readonly string[]): Index[] {
  return MATCH_RULES.map((rule) => {
    const index: Index = new Map();
    for (const payment of found)
      for (const key of rule.keysOfPayment(payment, ownAccounts)) {
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

/** What reading a row costs a pass, for its pacing: the characters of its cells read, and a little for the row itself. */
const costOf = (line: StatementLine) =>
  64 + Math.min(line.reference.length, MATCHED_CHARS) + Math.min(line.description.length, MATCHED_CHARS);

/**
 * The words that name no payer because the statement prints them in many rows (`commonIn`): each
 * row's words of evidence counted once per row.
 */
async function commonWordsOf(lines: StatementLine[], ownAccounts: readonly string[]): Promise<Set<string>> {
  const rows = new Map<string, number>();
  const pace = pacer();
  for (const line of lines) {
    await pace(costOf(line));
    const seen = new Set<string>();
    for (const word of rowWords(line, ownAccounts))
      if (word.evidence && !seen.has(word.key)) {
        seen.add(word.key);
        rows.set(word.key, (rows.get(word.key) ?? 0) + 1);
      }
  }
  const enough = commonIn(lines.length);
  return new Set([...rows].flatMap(([key, count]) => (count >= enough ? [key] : [])));
}

/**
 * Sorts the statement's credits (docs/rules.md, "Statement reconciliation"): hash look-ups by each
 * of MATCH_RULES, never a row-by-payment loop. A row names the payments whose reference or strong
 * transaction number it holds (a pending payment before a decided one); naming two, it matches
 * neither. Naming one, it matches when that payment is PENDING, the amounts are equal and the row
 * is not dated more than DAYS_BEFORE_ORDER days before the order. The first matching row of a payment takes it.
 * Three passes over the rows (the words they share, the keys to ask for, the names), each paced so
 * that no request holds the event loop, and each reading a row anew rather than holding every row's words.
 */
export async function reconcile(lines: StatementLine[]): Promise<Reconciliation> {
  const ownAccounts = ownAccountKeys();
  const common = await commonWordsOf(lines, ownAccounts);
  const spansOfLine = (line: StatementLine) => spansOf(rowWords(line, ownAccounts), common);
  const pending = indexesOf(await pendingPayments(), false, ownAccounts);
  const lookup = decidedLookup();
  let pace = pacer();
  for (const line of lines) {
    await pace(costOf(line));
    for (const span of spansOfLine(line))
      for (const [at, rule] of MATCH_RULES.entries()) {
        const key = rule.keyOfSpan(span);
        if (key !== null && !pending[at]!.has(key)) await lookup.ask(at, key); // a statement only when a slice is full
      }
  }
  const decided = indexesOf(await lookup.found(), true, ownAccounts);
  /** The payments a row names, each once, by the first rule that names it. */
  const namedBy = (spans: Span[]): { payment: Candidate; by: MatchedBy }[] => {
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
  pace = pacer();
  for (const line of lines) {
    await pace(costOf(line));
    const named = namedBy(spansOfLine(line)); // again rather than kept: 5,000 rows' spans held would only feed the garbage collector
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
