import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listPayments } from "@/app/api/payment/route";
import { getDb } from "@/db/client";
import type { PageInfo } from "@/lib/pagination";
import { listPaymentPage } from "@/lib/payments/list";
import type { PaymentView } from "@/lib/payments/read";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { placeOrderAs } from "../support/payments";

setUpTestDatabase();

/** `count` payments of one learner in one statement, a second apart, newest first by number. */
async function bulkPayments(learner: TestUser, count: number, status = "PENDING") {
  await getDb().execute(sql`
    insert into payments (user_id, amount_paisa, transaction_id, proof_key, proof_content_type, status, proof_hashed_at, created_at)
    select ${learner.id}, 50000, ${`BULK-${learner.id.slice(0, 8)}-`} || g || ${`-${status}`}, 'proofs/' || gen_random_uuid(), 'image/png',
      ${status}, now(), now() - make_interval(secs => g)
    from generate_series(1, ${count}) g`);
}

type ListAnswer = { data: PaymentView[]; page: PageInfo; counts: Record<string, number> };
const list = async (user: TestUser, query: string) =>
  (await call(listPayments, { cookie: user.cookie, path: `/api/payment?${query}` })).body as unknown as ListAnswer;

describe("payment lists, paged and filtered on the server (docs/rules.md, Lists are paged on the server)", () => {
  it("lets the desk reach every one of 1,200 pending payments, page by page", { timeout: 120_000 }, async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser({ name: "Bulk Learner" });
    await bulkPayments(learner, 1_200);
    await bulkPayments(learner, 30, "ACCEPTED");

    // The desk's own query (20 a page), searched down to this learner so other test files cannot shift the pages.
    const seen = new Set<string>();
    const desk = (page: number) => listPaymentPage(admin, { status: "PENDING", search: learner.email, page, pageSize: 20 });
    const first = await desk(1);
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 1_200, pages: 60 });
    expect(first.counts).toEqual({ ALL: 1_230, PENDING: 1_200, ACCEPTED: 30, REJECTED: 0, REVOKED: 0 });
    for (let page = 1; page <= first.pages; page++) {
      for (const payment of (page === 1 ? first : await desk(page)).items) {
        expect(payment.status).toBe("PENDING");
        seen.add(payment.id);
      }
    }
    expect(seen.size).toBe(1_200);
    expect(await desk(61)).toMatchObject({ items: [], total: 1_200, pages: 60 });

    // The API the same way, as the learner (own payments only), 100 a page, newest first.
    const pages = [];
    for (let page = 1; page <= 12; page++) pages.push(await list(learner, `status=PENDING&pageSize=100&page=${page}`));
    const ids = pages.flatMap((answer) => answer.data.map((payment) => payment.id));
    expect(new Set(ids).size).toBe(1_200);
    expect(pages[0]!.data[0]!.transactionId).toMatch(/-1-PENDING$/);
    expect(pages[11]!.page).toEqual({ page: 12, pageSize: 100, total: 1_200, pages: 12 });
    expect((await list(learner, "status=PENDING&pageSize=100&page=13")).data).toEqual([]);
  });

  it("keeps the documented list in data, with paging defaults (25 a page) and totals, and refuses bad paging naming the field", async () => {
    const learner = await createUser();
    await bulkPayments(learner, 60);
    const answer = await list(learner, "status=ALL");
    expect(answer.data).toHaveLength(25);
    expect(answer.page).toEqual({ page: 1, pageSize: 25, total: 60, pages: 3 });
    expect(answer.counts).toEqual({ ALL: 60, PENDING: 60, ACCEPTED: 0, REJECTED: 0, REVOKED: 0 });
    expect((await list(learner, "")).data).toHaveLength(25);
    for (const [query, field] of [
      ["page=0", "page"],
      ["page=abc", "page"],
      ["pageSize=101", "pageSize"],
      ["pageSize=2.5", "pageSize"],
      [`search=${"x".repeat(101)}`, "search"],
    ]) {
      const { status, body } = await call(listPayments, { cookie: learner.cookie, path: `/api/payment?${query}` });
      expect(status, query).toBe(400);
      expect(body.field).toBe(field);
    }
  });

  it("searches by learner, transaction number (any spelling) and order number, for admins across learners", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser({ name: "Searchable Person" });
    const other = await createUser();
    const subject = await makeSubject();
    const transactionId = `HBL-${learner.id.slice(0, 6)} 77`;
    const placed = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId });
    const paymentId = (placed.body.data as { id: string }).id;
    await placeOrderAs(other.cookie, { cart: [{ subjectId: subject.id }] });

    const found = async (search: string) => (await list(admin, `search=${encodeURIComponent(search)}`)).data.map((payment) => payment.id);
    expect(await found(learner.email.toUpperCase())).toEqual([paymentId]);
    expect(await found(transactionId.replace(/[^A-Za-z0-9]/g, "").toLowerCase())).toEqual([paymentId]);
    expect(await found(`#${paymentId.slice(0, 8).toUpperCase()}`)).toEqual([paymentId]);
    expect(await found("zq%_\\")).toEqual([]); // wildcards are taken literally
    // A learner's search never reaches other learners' payments.
    expect((await list(learner, `search=${encodeURIComponent(other.email)}`)).data).toEqual([]);
  });
});
