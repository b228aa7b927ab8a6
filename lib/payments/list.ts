import "server-only";
import { and, count, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { payments, users, type PaymentStatus } from "@/db/schema";
import type { SessionUser } from "@/lib/auth/guards";
import { containsPattern, offsetOf, pageOf, type Page, type PageParams } from "@/lib/pagination";
import { asReference } from "./reference-format";
import { transactionKey } from "./transaction-number";
import { loadPayments, paymentsVisibleTo, type PaymentView } from "./read";

/** ALL, one status, or DECIDED (approved, rejected or revoked: a learner's order history). */
export type PaymentStatusFilter = PaymentStatus | "ALL" | "DECIDED";
export type PaymentListQuery = PageParams & { status: PaymentStatusFilter; search?: string };
export type PaymentCounts = Record<PaymentStatus | "ALL", number>;
export type PaymentPage = Page<PaymentView> & { counts: PaymentCounts };

const statusCondition = (status: PaymentStatusFilter): SQL | undefined =>
  status === "ALL" ? undefined : status === "DECIDED" ? ne(payments.status, "PENDING") : eq(payments.status, status);

/**
 * The learner's name or email, the transaction number (compared as the uniqueness rule compares
 * it: letters and digits, upper-cased), the payment reference ("AP-7KQ3M9") or the order number ("#1A2B3C4D"). A scan over the join,
 * only when a search is given; cheap at a year of success's volume (60,000 payments; docs/benchmarks.md, "What scale measures").
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim().replace(/^#/, "");
  if (!text) return undefined;
  const key = transactionKey(text);
  const reference = asReference(text);
  return or(
    ilike(users.name, containsPattern(text)),
    ilike(users.email, containsPattern(text)),
    key ? sql`${payments.transactionKey} like ${containsPattern(key)}` : undefined,
    reference ? eq(payments.reference, reference) : undefined,
    /^[0-9a-f-]{4,36}$/i.test(text) ? sql`${payments.id}::text like ${`${text.toLowerCase()}%`}` : undefined,
  );
}

/** How many payments of each status the viewer may see under this search, in one grouped count. */
async function countByStatus(where: SQL | undefined, searching: boolean): Promise<PaymentCounts> {
  const query = getDb().select({ status: payments.status, n: count() }).from(payments).$dynamic();
  // Without a search the users table is not needed, and the count reads payments_status_idx alone.
  const rows = await (searching ? query.innerJoin(users, eq(users.id, payments.userId)) : query).where(where).groupBy(payments.status);
  const counts: PaymentCounts = { ALL: 0, PENDING: 0, ACCEPTED: 0, REJECTED: 0, REVOKED: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.ALL += row.n;
  }
  return counts;
}

const totalOf = (counts: PaymentCounts, status: PaymentStatusFilter) =>
  status === "DECIDED" ? counts.ALL - counts.PENDING : counts[status];

/**
 * One page of the payments this viewer may see (a learner their own, an admin everyone's),
 * filtered by status and search in SQL, newest first, with the totals per status. A page past
 * the end is empty, with the totals that say where the last page is.
 */
export async function listPaymentPage(viewer: SessionUser, query: PaymentListQuery): Promise<PaymentPage> {
  const found = searchCondition(query.search);
  const visibleAndFound = and(paymentsVisibleTo(viewer), found);
  const [counts, rows] = await Promise.all([
    countByStatus(visibleAndFound, found !== undefined),
    loadPayments(viewer, and(visibleAndFound, statusCondition(query.status)), { limit: query.pageSize, offset: offsetOf(query) }),
  ]);
  return { ...pageOf(rows, totalOf(counts, query.status), query), counts };
}
