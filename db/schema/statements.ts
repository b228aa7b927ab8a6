import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { instant } from "./columns";
import { payments } from "./payments";

/** The columns of a bank's export that hold what matching reads, named by their header text. */
export type StatementMapping = { date: string; amount: string; description: string; reference?: string };

export const STATEMENT_MATCH_KINDS = ["reference", "transaction", "proof"] as const;

/**
 * A bank statement applied on the payment desk (docs/rules.md, "Statement reconciliation"): the
 * file is kept in storage (`statements/<uuid>`) with who uploaded it and when.
 */
export const paymentStatements = pgTable(
  "payment_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bank: text("bank").notNull(),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    /** Data rows read from the file. */
    rowCount: integer("row_count").notNull(),
    /** Payments this upload approved (0 when everything was already decided). */
    approvedCount: integer("approved_count").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    uploadedAt: instant("uploaded_at").notNull().defaultNow(),
  },
  // readAuthorisedFile: the statement with this key.
  (t) => [index("payment_statements_file_key_idx").on(t.fileKey)],
);

/** Which statement row approved a payment; one per payment, written in the approving transaction. */
export const paymentStatementMatches = pgTable(
  "payment_statement_matches",
  {
    paymentId: uuid("payment_id")
      .primaryKey()
      .references(() => payments.id, { onDelete: "cascade" }),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => paymentStatements.id, { onDelete: "cascade" }),
    /** The row as the spreadsheet numbers it (the header row included). */
    row: integer("row").notNull(),
    matchedBy: text("matched_by", { enum: STATEMENT_MATCH_KINDS }).notNull(),
  },
  (t) => [check("payment_statement_matches_by_check", sql`${t.matchedBy} in ('reference', 'transaction', 'proof')`)],
);

/** The column mapping last used for a bank, keyed by its name trimmed and lower-cased; the screen pre-fills it. */
export const statementBankMappings = pgTable("statement_bank_mappings", {
  bankKey: text("bank_key").primaryKey(),
  bank: text("bank").notNull(),
  mapping: jsonb("mapping").$type<StatementMapping>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
