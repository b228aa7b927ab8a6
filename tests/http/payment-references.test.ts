import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { POST as addPayment } from "@/app/api/payment/add/route";
import { GET as issueReference } from "@/app/api/payment/reference/route";
import { GET as listPayments } from "@/app/api/payment/route";
import { getDb } from "@/db/client";
import { pendingPaymentReferences } from "@/db/schema";
import { newPaymentReference, REFERENCE_PATTERN } from "@/lib/payments/reference";
import type { PaymentView } from "@/lib/payments/read";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { orderForm } from "../support/payments";

setUpTestDatabase();

type Shown = { reference: string; replaces: string | null };
type Placed = { id: string; reference: string };

/** What checkout shows this learner for these subjects (or the plan). */
async function shown(cookie: string, subjectIds: string[] | "plan"): Promise<Shown> {
  const query = subjectIds === "plan" ? "plan=monthly" : `subjects=${subjectIds.join(",")}`;
  const answer = await call(issueReference, { cookie, path: `/api/payment/reference?${query}` });
  expect(answer.status).toBe(200);
  return answer.body.data as Shown;
}

/** Places an order for these subjects, with the reference checkout showed when one is given. */
async function order(cookie: string, subjectIds: string[], reference?: string) {
  const form = orderForm({ cart: subjectIds.map((subjectId) => ({ subjectId })) });
  if (reference) form.set("reference", reference);
  return call(addPayment, { cookie, body: form, method: "POST" });
}

describe("payment references", () => {
  it("are AP- and six symbols without 0, O, 1 or I, from the crypto RNG", () => {
    const made = Array.from({ length: 2000 }, newPaymentReference);
    expect(made.every((reference) => REFERENCE_PATTERN.test(reference))).toBe(true);
    const symbols = made.map((reference) => reference.slice(3)).join("");
    expect(symbols).not.toMatch(/[01OI]/);
    expect(new Set(symbols).size).toBe(32);
    expect(new Set(made).size).toBe(2000);
  });

  it("stay the same for the same learner and cart on every open, stored in the database", async () => {
    const learner = await createUser();
    const [a, b] = [(await makeSubject()).id, (await makeSubject()).id];
    const first = await shown(learner.cookie, [a, b]);
    expect(first).toEqual({ reference: expect.stringMatching(REFERENCE_PATTERN), replaces: null });
    // Reopened, reloaded, on another device: the same cart in any order is the same reference.
    expect(await shown(learner.cookie, [a, b])).toEqual(first);
    expect(await shown(learner.cookie, [b, a, b])).toEqual(first);
    // Held by the database, not by the instance that drew it.
    const rows = await getDb().select().from(pendingPaymentReferences).where(eq(pendingPaymentReferences.userId, learner.id));
    expect(rows.map((row) => row.reference)).toEqual([first.reference]);
    // Another learner with the same cart has a reference of their own.
    expect((await shown((await createUser()).cookie, [a, b])).reference).not.toBe(first.reference);
  });

  it("are new for a changed cart, saying which reference they replace, and the earlier cart keeps its own", async () => {
    const learner = await createUser();
    const [a, b] = [(await makeSubject()).id, (await makeSubject()).id];
    const one = await shown(learner.cookie, [a]);
    const two = await shown(learner.cookie, [a, b]);
    expect(two.reference).not.toBe(one.reference);
    expect(two.replaces).toBe(one.reference);
    expect(await shown(learner.cookie, [a, b])).toEqual(two); // still said on the next open
    expect((await shown(learner.cookie, [a])).reference).toBe(one.reference);
    const plan = await shown(learner.cookie, "plan");
    expect([one.reference, two.reference]).not.toContain(plan.reference);
    expect(plan.replaces).toBe(one.reference);
  });

  it("are taken by the order placed with them: kept on it, and never given again", async () => {
    const learner = await createUser();
    const subject = (await makeSubject()).id;
    const { reference } = await shown(learner.cookie, [subject]);
    const placed = await order(learner.cookie, [subject], reference);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ reference });
    const view = (await call(getPayment, { cookie: learner.cookie, params: { id: (placed.body.data as Placed).id } })).body
      .data as PaymentView;
    expect(view.reference).toBe(reference);
    expect(await getDb().select().from(pendingPaymentReferences).where(eq(pendingPaymentReferences.userId, learner.id))).toEqual([]);

    // The same cart again after the order: a new reference, and no word of a change (the order took the old one).
    const next = await shown(learner.cookie, [subject]);
    expect(next).toEqual({ reference: expect.not.stringMatching(reference), replaces: null });
    // The same checkout used for a second order: that order gets a reference of its own rather than failing.
    const twice = await order(learner.cookie, [subject], reference);
    expect(twice.status).toBe(201);
    expect([reference, next.reference]).not.toContain((twice.body.data as Placed).reference);
  });

  it("go with an order that came without one, when checkout showed one for its cart", async () => {
    const learner = await createUser();
    const subject = (await makeSubject()).id;
    const { reference } = await shown(learner.cookie, [subject]);
    expect((await order(learner.cookie, [subject])).body.data).toMatchObject({ reference });
    const fresh = await order(learner.cookie, [subject]);
    expect(fresh.status).toBe(201);
    expect((fresh.body.data as Placed).reference).toMatch(REFERENCE_PATTERN);
    expect((fresh.body.data as Placed).reference).not.toBe(reference);
  });

  it("cannot be used by another learner, pending or ordered, nor made up", async () => {
    const [owner, other] = [await createUser(), await createUser()];
    const subject = (await makeSubject()).id;
    const pending = await shown(owner.cookie, [subject]);
    const stolen = await order(other.cookie, [subject], pending.reference);
    expect(stolen).toMatchObject({ status: 400, body: { field: "reference" } });
    // The owner still has it, and orders with it.
    expect(await shown(owner.cookie, [subject])).toEqual(pending);
    const placed = await order(owner.cookie, [subject], pending.reference);
    expect(placed.body.data).toMatchObject({ reference: pending.reference });
    expect((await order(other.cookie, [subject], pending.reference)).body.field).toBe("reference");
    expect((await order(other.cookie, [subject], "AP-222222")).body.field).toBe("reference");
    expect((await order(other.cookie, [subject], "AP-0000I1")).body.field).toBe("reference");
  });

  it("are asked for a cart or the plan, by learners only", async () => {
    const learner = await createUser();
    const subject = (await makeSubject()).id;
    const ask = (query: string) => call(issueReference, { cookie: learner.cookie, path: `/api/payment/reference${query}` });
    expect(await ask("")).toMatchObject({ status: 400, body: { field: "subjects" } });
    expect((await ask(`?plan=monthly&subjects=${subject}`)).status).toBe(400);
    expect((await ask("?subjects=not-a-subject")).status).toBe(400);
    expect((await ask("?plan=yearly")).status).toBe(400);
    const admin = await createUser({ isAdmin: true });
    expect((await call(issueReference, { cookie: admin.cookie, path: "/api/payment/reference?plan=monthly" })).status).toBe(403);
  });

  it("find their payment on the desk's search, in any spelling", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const { reference } = (await order(learner.cookie, [(await makeSubject()).id])).body.data as Placed;
    for (const search of [reference, reference.toLowerCase(), reference.replace("-", " ")]) {
      const found = (await call(listPayments, { cookie: admin.cookie, path: `/api/payment?search=${encodeURIComponent(search)}` })).body
        .data as PaymentView[];
      expect(found.map((payment) => payment.reference)).toEqual([reference]);
    }
  });
});
