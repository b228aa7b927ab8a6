import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readFile } from "@/app/api/files/[...key]/route";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { GET as listPayments } from "@/app/api/payment/route";
import { POST as decide } from "@/app/api/payment/update-status/route";
import { getDb } from "@/db/client";
import { entitlements } from "@/db/schema";
import { ENTITLEMENT_DAYS, quizAccess } from "@/lib/entitlements";
import type { PaymentView } from "@/lib/payments/read";
import { makeQuiz, makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { latestOutboxMail } from "../support/mail";
import { newTransactionId, pdfFile, placeOrderAs } from "../support/payments";

setUpTestDatabase();
// Decisions are emailed; with SMTP_URL unset they land in the outbox these tests read.
beforeAll(() => {
  delete process.env.SMTP_URL;
});
const DAY_MS = 24 * 60 * 60 * 1000;

async function pendingOrder(price = 500) {
  const learner = await createUser();
  const subject = await makeSubject(price);
  const { body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }] });
  return { learner, subject, paymentId: (body.data as { id: string }).id };
}

describe("POST /api/payment/add", () => {
  it("recomputes the amount from current prices, ignoring client prices and duplicates", async () => {
    const learner = await createUser();
    const [a, b] = [await makeSubject(500), await makeSubject(750.5)];
    const { status, body } = await placeOrderAs(learner.cookie, {
      cart: [{ subjectId: a.id, price: 1 }, { subjectId: b.id, price: 1 }, { subjectId: a.id }],
      amount: "2",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: "Order placed successfully", data: { amount: 1250.5 } });
    const payment = (await call(getPayment, { cookie: learner.cookie, params: { id: (body.data as { id: string }).id } })).body
      .data as PaymentView;
    expect(payment).toMatchObject({ status: "PENDING", amount: 1250.5, isMonthlySub: "NO", proofType: "image/png" });
    expect(payment.items.map((item) => item.price).sort()).toEqual([500, 750.5]);
  });

  it("charges PKR 5000 for the monthly plan, with no cart", async () => {
    const learner = await createUser();
    const { status, body } = await placeOrderAs(learner.cookie, { isMonthlySub: "YES", amount: "1" });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ amount: 5000 });
  });

  it("accepts a PDF proof and refuses a text file named .png, an oversize file and a missing one", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const cart = [{ subjectId: subject.id }];
    expect((await placeOrderAs(learner.cookie, { cart, file: pdfFile() })).status).toBe(201);
    const fake = new File(["just text, not an image"], "receipt.png", { type: "image/png" });
    expect((await placeOrderAs(learner.cookie, { cart, file: fake })).body).toMatchObject({ success: false, field: "file" });
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await placeOrderAs(learner.cookie, { cart, file: new File([huge], "big.png") })).status).toBe(413);
    expect((await placeOrderAs(learner.cookie, { cart, file: null })).body).toMatchObject({ field: "file" });
  });

  it.each([
    [{ transactionId: "" }, "transactionId"],
    [{ cart: [] }, "cart"],
    [{ cart: [{ subjectId: "00000000-0000-4000-8000-000000000000" }] }, "cart"],
    [{ cart: "nope" as never }, "cart"],
  ])("refuses %j naming the field", async (fields, field) => {
    const learner = await createUser();
    const { status, body } = await placeOrderAs(learner.cookie, fields);
    expect(status).toBe(400);
    expect(body.field).toBe(field);
  });

  it("refuses a transaction number already on a live payment, whatever its case", async () => {
    const learner = await createUser();
    const other = await createUser();
    const subject = await makeSubject();
    const transactionId = newTransactionId();
    expect((await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId })).status).toBe(201);
    const reused = await placeOrderAs(other.cookie, { cart: [{ subjectId: subject.id }], transactionId: transactionId.toLowerCase() });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe("This transaction number is already used on another payment.");
  });

  it("compares transaction numbers on letters and digits only, upper-cased", async () => {
    const subject = await makeSubject();
    const base = newTransactionId()
      .replace(/[^A-Za-z0-9]/g, "")
      .slice(-6);
    // Four spellings of one number, the last in lower case (docs/rules.md, "Access, payments and attempts"):
    // `TXN V9K`, `TXN  V9K`, `TXNV9K`, `TXN-V9K`.
    const spellings = [`TXN ${base}`, `TXN  ${base}`, `TXN${base}`, `txn-${base.toLowerCase()}`];
    const results = [];
    for (const transactionId of spellings) {
      const learner = await createUser();
      results.push(await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId }));
    }
    expect(results.map((result) => result.status)).toEqual([201, 409, 409, 409]);
    const kept = (
      await call(getPayment, {
        cookie: (await createUser({ isAdmin: true })).cookie,
        params: { id: (results[0]!.body.data as { id: string }).id },
      })
    ).body.data as PaymentView;
    expect(kept.transactionId).toBe(`TXN ${base}`);
  });

  it("lets a transaction number be used again once its payment was rejected", async () => {
    const admin = await createUser({ isAdmin: true });
    const { learner, subject, paymentId } = await pendingOrder();
    const payment = (await call(getPayment, { cookie: learner.cookie, params: { id: paymentId } })).body.data as PaymentView;
    await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: false, reason: "Blurry screenshot" } });
    expect((await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }], transactionId: payment.transactionId })).status).toBe(
      201,
    );
  });

  it("is for learners only", async () => {
    const admin = await createUser({ isAdmin: true });
    const subject = await makeSubject();
    expect((await placeOrderAs("", { cart: [{ subjectId: subject.id }] })).status).toBe(401);
    expect((await placeOrderAs(admin.cookie, { cart: [{ subjectId: subject.id }] })).status).toBe(403);
  });
});

describe("reading payments", () => {
  it("shows learners their own payments only, admins everyone's, filtered by status", async () => {
    const admin = await createUser({ isAdmin: true });
    const first = await pendingOrder();
    const second = await pendingOrder();
    const own = (await call(listPayments, { cookie: first.learner.cookie, path: "/api/payment?status=PENDING" })).body
      .data as PaymentView[];
    expect(own.map((payment) => payment.id)).toEqual([first.paymentId]);
    const all = (await call(listPayments, { cookie: admin.cookie, path: "/api/payment?status=ALL" })).body.data as PaymentView[];
    expect(all.map((payment) => payment.id)).toEqual(expect.arrayContaining([first.paymentId, second.paymentId]));
    expect(all.find((payment) => payment.id === first.paymentId)?.user.email).toBe(first.learner.email);
    expect((await call(listPayments, { cookie: admin.cookie, path: "/api/payment?status=DONE" })).body).toMatchObject({ field: "status" });
    expect((await call(getPayment, { cookie: second.learner.cookie, params: { id: first.paymentId } })).status).toBe(404);
    expect((await call(getPayment, { cookie: admin.cookie, params: { id: first.paymentId } })).status).toBe(200);
    expect((await call(listPayments, { path: "/api/payment" })).status).toBe(401);
  });

  it("serves a proof to its owner and admins only", async () => {
    const admin = await createUser({ isAdmin: true });
    const stranger = await createUser();
    const { learner, paymentId } = await pendingOrder();
    const payment = (await call(getPayment, { cookie: learner.cookie, params: { id: paymentId } })).body.data as PaymentView;
    const key = payment.imageUrl.replace("/api/files/", "").split("/");
    const asOwner = await readFile(new Request(`http://localhost:3000${payment.imageUrl}`, { headers: { cookie: learner.cookie } }), {
      params: Promise.resolve({ key }),
    });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get("content-type")).toBe("image/png");
    // Never from a shared cache, and asked again at every use: the access check runs each time.
    expect(asOwner.headers.get("cache-control")).toBe("private, no-cache");
    const etag = asOwner.headers.get("etag")!;
    const revalidate = (cookie: string) =>
      readFile(new Request(`http://localhost:3000${payment.imageUrl}`, { headers: { cookie, "if-none-match": etag } }), {
        params: Promise.resolve({ key }),
      });
    expect((await revalidate(learner.cookie)).status).toBe(304);
    const asAdmin = await readFile(new Request(`http://localhost:3000${payment.imageUrl}`, { headers: { cookie: admin.cookie } }), {
      params: Promise.resolve({ key }),
    });
    expect(asAdmin.status).toBe(200);
    const asStranger = await readFile(new Request(`http://localhost:3000${payment.imageUrl}`, { headers: { cookie: stranger.cookie } }), {
      params: Promise.resolve({ key }),
    });
    expect(asStranger.status).toBe(404);
    expect((await revalidate(stranger.cookie)).status).toBe(404);
    const asVisitor = await readFile(new Request(`http://localhost:3000${payment.imageUrl}`), { params: Promise.resolve({ key }) });
    expect(asVisitor.status).toBe(401);
    const traversal = await readFile(new Request("http://localhost:3000/api/files/x", { headers: { cookie: admin.cookie } }), {
      params: Promise.resolve({ key: ["proofs", "..", "..", "etc", "passwd"] }),
    });
    expect(traversal.status).toBe(404);
  });
});

describe("POST /api/payment/update-status", () => {
  it("approves a pending payment and grants 30 days of its subjects", async () => {
    const admin = await createUser({ isAdmin: true });
    const { learner, subject, paymentId } = await pendingOrder();
    const quiz = await makeQuiz(subject.id);
    expect((await quizAccess(learner.id, quiz.id)).allowed).toBe(false);
    const { status, body } = await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: true } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ status: "ACCEPTED" });
    const access = await quizAccess(learner.id, quiz.id);
    expect(access).toMatchObject({ allowed: true, attemptsUsed: 0, attemptsLeft: 2 });
    const days = access.allowed ? (access.endsAt.getTime() - Date.now()) / DAY_MS : 0;
    expect(days).toBeGreaterThan(ENTITLEMENT_DAYS - 0.01);
    expect((await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: false } })).status).toBe(409);
  });

  it("queues a renewal after the running period", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const subject = await makeSubject();
    for (let i = 0; i < 2; i++) {
      const { body } = await placeOrderAs(learner.cookie, { cart: [{ subjectId: subject.id }] });
      await call(decide, { cookie: admin.cookie, json: { paymentId: (body.data as { id: string }).id, accepted: true } });
    }
    const periods = await getDb()
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, learner.id), eq(entitlements.subjectId, subject.id)))
      .orderBy(entitlements.startsAt);
    expect(periods).toHaveLength(2);
    expect(periods[1]!.startsAt.getTime()).toBe(periods[0]!.endsAt.getTime());
  });

  it("grants every subject for the monthly plan", async () => {
    const admin = await createUser({ isAdmin: true });
    const learner = await createUser();
    const quizzes = [await makeQuiz((await makeSubject()).id), await makeQuiz((await makeSubject()).id)];
    const { body } = await placeOrderAs(learner.cookie, { isMonthlySub: "YES" });
    await call(decide, { cookie: admin.cookie, json: { paymentId: (body.data as { id: string }).id, accepted: true } });
    for (const quiz of quizzes) expect((await quizAccess(learner.id, quiz.id)).allowed).toBe(true);
  });

  it("emails the learner on approval", async () => {
    const admin = await createUser({ isAdmin: true });
    const { learner, paymentId } = await pendingOrder();
    await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: true } });
    expect(latestOutboxMail(learner.email)).toMatch(/Subject: Your AnaesPrep payment was approved/);
  });

  it("rejects with a reason the learner can read (and is emailed), and grants nothing", async () => {
    const admin = await createUser({ isAdmin: true });
    const { learner, paymentId } = await pendingOrder();
    await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: false, reason: "Amount does not match" } });
    expect(latestOutboxMail(learner.email)).toMatch(/not approved[\s\S]*Reason: Amount does not match/);
    const payment = (await call(getPayment, { cookie: learner.cookie, params: { id: paymentId } })).body.data as PaymentView;
    expect(payment).toMatchObject({ status: "REJECTED", rejectionReason: "Amount does not match" });
    expect(await getDb().select().from(entitlements).where(eq(entitlements.paymentId, paymentId))).toHaveLength(0);
  });

  it("lets exactly one of 20 concurrent decisions win, with one set of entitlements", async () => {
    const admins = await Promise.all(Array.from({ length: 2 }, () => createUser({ isAdmin: true })));
    const { paymentId } = await pendingOrder();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(decide, { cookie: admins[index % 2]!.cookie, json: { paymentId, accepted: index % 3 !== 0 } }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(19);
    const winner = results.find((result) => result.status === 200)!.body.data as { status: string };
    const grants = await getDb().select().from(entitlements).where(eq(entitlements.paymentId, paymentId));
    expect(grants).toHaveLength(winner.status === "ACCEPTED" ? 1 : 0);
  });

  it("is for admins only and validates its input", async () => {
    const admin = await createUser({ isAdmin: true });
    const { learner, paymentId } = await pendingOrder();
    expect((await call(decide, { cookie: learner.cookie, json: { paymentId, accepted: true } })).status).toBe(403);
    expect((await call(decide, { json: { paymentId, accepted: true } })).status).toBe(401);
    expect((await call(decide, { cookie: admin.cookie, json: { paymentId, accepted: "yes" } })).body).toMatchObject({ field: "accepted" });
    expect(
      (await call(decide, { cookie: admin.cookie, json: { paymentId: "00000000-0000-4000-8000-000000000000", accepted: true } })).status,
    ).toBe(404);
  });
});

describe("GET /api/payment/bank-account", () => {
  it("gives signed-in users the account to pay into", async () => {
    const { GET: bankAccount } = await import("@/app/api/payment/bank-account/route");
    const learner = await createUser();
    const { status, body } = await call(bankAccount, { cookie: learner.cookie });
    expect(status).toBe(200);
    expect(Object.keys(body.data as object).sort()).toEqual(["accountHolder", "accountNumber", "bankName"]);
    expect((await call(bankAccount)).status).toBe(401);
  });
});
