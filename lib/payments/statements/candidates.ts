import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { column, readRows } from "@/db/rows";
import { PAYMENT_STATUSES, paymentProofReadings, payments, users } from "@/db/schema";
import { TIME_ZONE } from "@/lib/format";
import { MATCH_RULES, type Candidate } from "./match-rules";

/** The payments a statement can name, as matching reads them (./match.ts). */
const candidateColumns = () => sql`${payments.id} as "id", ${payments.reference} as "reference",
  ${payments.transactionKey} as "transactionKey", ${payments.transactionId} as "transactionId", ${payments.amountPaisa} as "amountPaisa",
  ${payments.status} as "status", to_char(${payments.createdAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD') as "day",
  ${users.name} as "learner", (select ${paymentProofReadings.transactionKey} from ${paymentProofReadings}
    where ${paymentProofReadings.paymentId} = ${payments.id} and ${paymentProofReadings.proofKey} = ${payments.proofKey}
      and ${paymentProofReadings.status} = 'read') as "readTransactionKey"`;

const candidate = {
  id: column.text,
  reference: column.text,
  transactionKey: column.text,
  transactionId: column.text,
  amountPaisa: column.number,
  status: column.oneOf(PAYMENT_STATUSES),
  day: column.text,
  learner: column.text,
  readTransactionKey: column.textOrNull,
};

/** Every PENDING payment (payments_status_idx): what a row can match, held in hash maps. */
export const pendingPayments = () =>
  readRows(
    getDb(),
    sql`select ${candidateColumns()} from ${payments} join ${users} on ${users.id} = ${payments.userId} where ${payments.status} = 'PENDING'`,
    candidate,
  );

/** Keys asked of the database in one statement, per rule. */
const LOOKUP_SLICE = 5_000;

/**
 * Decided payments holding a key the rows hold, per rule: keys are asked as the rows give them, a
 * statement each time a rule has LOOKUP_SLICE of them, so no request holds every row's keys at once
 * nor sends one huge list (a key asked again in a later slice only finds its payment again).
 */
export function decidedLookup() {
  const asked = MATCH_RULES.map(() => new Set<string>());
  const found: Candidate[] = [];
  const askNow = async () => {
    const holding = MATCH_RULES.flatMap((rule, at) => (asked[at]!.size > 0 ? [rule.holding([...asked[at]!])] : []));
    for (const keys of asked) keys.clear();
    if (holding.length === 0) return;
    found.push(
      ...(await readRows(
        getDb(),
        sql`select ${candidateColumns()} from ${payments} join ${users} on ${users.id} = ${payments.userId}
          where ${payments.status} <> 'PENDING' and (${sql.join(holding, sql` or `)})`,
        candidate,
      )),
    );
  };
  return {
    /** Asks for the decided payments holding `key` under MATCH_RULES[rule]; a promise when that sends a statement. */
    ask(rule: number, key: string): Promise<void> | undefined {
      asked[rule]!.add(key);
      return asked[rule]!.size >= LOOKUP_SLICE ? askNow() : undefined;
    },
    /** Every decided payment found, once the last keys are asked. */
    async found(): Promise<Candidate[]> {
      await askNow();
      return found;
    },
  };
}
