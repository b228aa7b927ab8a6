/** Statement upload limits (docs/rules.md, "Statement reconciliation"), safe to import in client components. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/** A column's name in a mapping, and so every header name the answer lists, in UTF-16 units. */
export const MAX_COLUMN_NAME_LENGTH = 200;
/** Data rows read from one statement; a bank's monthly export is far below this. */
export const MAX_STATEMENT_ROWS = 20_000;
/** What an XLSX may inflate to, all its parts together, before it is refused as a zip bomb. */
export const MAX_XLSX_INFLATED_BYTES = 100 * 1024 * 1024;
/** The parts an XLSX's zip may list; a bank's export has a dozen. */
export const MAX_XLSX_PARTS = 1_000;
/** A row dated more than this many days before its payment was placed never matches it. */
export const DAYS_BEFORE_ORDER = 3;
