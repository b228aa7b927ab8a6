import type { StatementMapping } from "@/db/schema";
import type { Reconciliation } from "@/lib/payments/statements/match";

export type { StatementMapping };
/** What `POST /api/payment/statements` answers: the header always, the lists once a mapping was given. */
export type StatementResult = {
  header: string[];
  headerRow: number;
  rows: number;
  mapping: StatementMapping | null;
} & Partial<Reconciliation> & { statement?: { id: string; uploadedAt: string; approved: number } };

export type Checked = StatementResult & Reconciliation;
export const isChecked = (result: StatementResult | null): result is Checked => Boolean(result?.matched);
