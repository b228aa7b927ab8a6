import { describe, expect, it } from "vitest";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { GET as issueReference } from "@/app/api/payment/reference/route";
import { GET as listPayments } from "@/app/api/payment/route";
import { newPaymentReference, REFERENCE_PATTERN } from "@/lib/payments/reference";
import type { PaymentView } from "@/lib/payments/read";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { orderForm } from "../support/payments";
import { POST as addPayment } from "@/app/api/payment/add/route";

setUpTestDatabase();

async function order(cookie: string, issued?: { reference: string; token: string }) {
  const subject = await makeSubject();
  const form = orderForm({ cart: [{ subjectId: subject.id }] });
  if (issued) {
    form.set("reference", issued.reference);
    form.set("referenceToken", issued.token);
  }
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

  it("are answered by payment/add, and kept when checkout issued them to this learner", async () => {
    const learner = await createUser();
    const plain = await order(learner.cookie);
    expect(plain.status).toBe(201);
    expect((plain.body.data as { reference: string }).reference).toMatch(REFERENCE_PATTERN);

    const issued = (await call(issueReference, { cookie: learner.cookie })).body.data as { reference: string; token: string };
    expect(issued.reference).toMatch(REFERENCE_PATTERN);
    const placed = await order(learner.cookie, issued);
    expect(placed.body.data).toMatchObject({ reference: issued.reference });
    const view = (await call(getPayment, { cookie: learner.cookie, params: { id: (placed.body.data as { id: string }).id } })).body
      .data as PaymentView;
    expect(view.reference).toBe(issued.reference);

    // The same checkout used twice: the second order gets a new reference rather than failing.
    const twice = await order(learner.cookie, issued);
    expect(twice.status).toBe(201);
    expect((twice.body.data as { reference: string }).reference).not.toBe(issued.reference);
  });

  it("refuses a reference issued to someone else, or made up", async () => {
    const [learner, other] = [await createUser(), await createUser()];
    const issued = (await call(issueReference, { cookie: other.cookie })).body.data as { reference: string; token: string };
    const stolen = await order(learner.cookie, issued);
    expect(stolen.status).toBe(400);
    expect(stolen.body.field).toBe("reference");
    expect((await order(learner.cookie, { reference: "AP-222222", token: "x" })).body.field).toBe("reference");
    expect((await order(learner.cookie, { reference: "AP-0000I1", token: "x" })).body.field).toBe("reference");
    expect((await call(issueReference, { cookie: (await createUser({ isAdmin: true })).cookie })).status).toBe(403);
  });

  it("find their payment on the desk's search, in any spelling", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const { reference } = (await order(learner.cookie)).body.data as { reference: string };
    for (const search of [reference, reference.toLowerCase(), reference.replace("-", " ")]) {
      const found = (await call(listPayments, { cookie: admin.cookie, path: `/api/payment?search=${encodeURIComponent(search)}` })).body
        .data as PaymentView[];
      expect(found.map((payment) => payment.reference)).toEqual([reference]);
    }
  });
});
