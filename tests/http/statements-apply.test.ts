import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as readFile } from "@/app/api/files/[...key]/route";
import { GET as getPayment } from "@/app/api/payment/[id]/route";
import { getDb } from "@/db/client";
import { entitlements, mailJobs, payments, paymentStatements } from "@/db/schema";
import { quizAccess } from "@/lib/entitlements";
import type { PaymentView } from "@/lib/payments/read";
import { makeQuiz } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { call } from "../support/http";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, postStatement, xlsxFile } from "../support/bank-statements";

setUpTestDatabase();
beforeAll(() => {
  delete process.env.SMTP_URL;
});

const grantsOf = (ids: string[]) => getDb().select().from(entitlements).where(inArray(entitlements.paymentId, ids));

describe("applying a statement (dryRun false)", () => {
  it("approves every matched payment as the desk would: entitlements, report, queued email, the row recorded", async () => {
    const boss = await admin();
    const [first, second, differs] = [await pendingPayment(), await pendingPayment(2500), await pendingPayment()];
    const quiz = await makeQuiz(first.subjectId);
    const rows = [
      HEADER,
      [day(), `IBFT ${first.reference}`, "1,500.00"],
      [day(), `TID ${second.transactionId}`, "2500"],
      [day(), differs.reference, "1"],
    ];
    const { status, body, data } = await postStatement(boss.cookie, {
      file: csvFile(rows, "hbl-november.csv"),
      mapping: MAPPING,
      dryRun: false,
    });
    expect(status).toBe(200);
    expect(body.message).toBe("2 payments approved");
    expect(data.statement).toMatchObject({ approved: 2 });
    expect(data.matched.map((match) => match.paymentId)).toEqual([first.id, second.id]);
    expect(data.mismatched.map((match) => match.paymentId)).toEqual([differs.id]);

    const statuses = await getDb()
      .select({ id: payments.id, status: payments.status, decidedBy: payments.decidedBy })
      .from(payments)
      .where(inArray(payments.id, [first.id, second.id, differs.id]));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [first.id]: "ACCEPTED",
      [second.id]: "ACCEPTED",
      [differs.id]: "PENDING",
    });
    expect(statuses.find((row) => row.id === first.id)?.decidedBy).toBe(boss.id);
    expect((await quizAccess(first.learnerId, quiz.id)).allowed).toBe(true);
    expect(await grantsOf([first.id, second.id])).toHaveLength(2);
    const mails = await getDb()
      .select()
      .from(mailJobs)
      .where(inArray(mailJobs.dedupeKey, [`payment-approved:${first.id}`, `payment-approved:${second.id}`]));
    expect(mails.map((mail) => mail.subject)).toEqual(["Your AnaesPrep payment was approved", "Your AnaesPrep payment was approved"]);
    expect(mails.find((mail) => mail.dedupeKey.endsWith(first.id))?.textBody).toContain(first.reference);

    // The desk says which statement and row approved it; learners never see that.
    const asAdmin = (await call(getPayment, { cookie: boss.cookie, params: { id: first.id } })).body.data as PaymentView;
    expect(asAdmin.statementMatch).toMatchObject({ row: 2, by: "reference", fileName: "hbl-november.csv", uploadedBy: boss.name });
    const asLearner = (await call(getPayment, { cookie: first.cookie, params: { id: first.id } })).body.data as PaymentView;
    expect(asLearner).not.toHaveProperty("statementMatch");
  });

  it("keeps the file with who uploaded it, for admins only", async () => {
    const boss = await admin();
    const payment = await pendingPayment();
    const rows = [HEADER, [day(), payment.reference, "1500"]];
    const { data } = await postStatement(boss.cookie, { file: csvFile(rows), mapping: MAPPING, dryRun: false });
    const [stored] = await getDb().select().from(paymentStatements).where(eq(paymentStatements.id, data.statement!.id));
    expect(stored).toMatchObject({ uploadedBy: boss.id, rowCount: 1, approvedCount: 1, contentType: "text/csv" });
    const fetchAs = (cookie: string) =>
      readFile(new Request(`http://localhost:3000/api/files/${stored!.fileKey}`, { headers: { cookie } }), {
        params: Promise.resolve({ key: stored!.fileKey.split("/") }),
      });
    const asAdmin = await fetchAs(boss.cookie);
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain(payment.reference);
    expect((await fetchAs(payment.cookie)).status).toBe(404);
  });

  it("approves nothing twice when the same statement is applied again", async () => {
    const cookie = (await admin()).cookie;
    const payment = await pendingPayment();
    const file = () => csvFile([HEADER, [day(), payment.reference, "1500"]]);
    const first = await postStatement(cookie, { file: file(), mapping: MAPPING, dryRun: false });
    const again = await postStatement(cookie, { file: file(), mapping: MAPPING, dryRun: false });
    expect(first.data.statement!.approved).toBe(1);
    expect(again.data.statement!.approved).toBe(0);
    expect(again.body.message).toBe("0 payments approved");
    expect(again.data.alreadyDecided).toEqual([expect.objectContaining({ paymentId: payment.id, status: "ACCEPTED" })]);
    expect(await grantsOf([payment.id])).toHaveLength(1);
  });

  it("lets two admins applying at once approve each payment once, with one set of entitlements", async () => {
    const [one, two] = [await admin(), await admin()];
    const orders = await Promise.all(Array.from({ length: 6 }, () => pendingPayment()));
    const rows = [HEADER, ...orders.map((order) => [day(), `Ref ${order.reference}`, "1500"])];
    const results = await Promise.all(
      [one, two, one, two].map((who) => postStatement(who.cookie, { file: csvFile(rows), mapping: MAPPING, dryRun: false })),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(results.reduce((sum, result) => sum + result.data.statement!.approved, 0)).toBe(6);
    const claimed = results.flatMap((result) => result.data.matched.map((match) => match.paymentId));
    expect(claimed.sort()).toEqual(orders.map((order) => order.id).sort());
    expect(await grantsOf(orders.map((order) => order.id))).toHaveLength(6);
  });

  it("gives the same answer for the same rows as CSV and as XLSX", async () => {
    const cookie = (await admin()).cookie;
    const [a, b, c] = [await pendingPayment(), await pendingPayment(), await pendingPayment(750)];
    const rows = [
      ["Statement of account 0012-3456"],
      ["Value Date", "Details", "Credit"],
      [day(), `IBFT ${a.reference}`, "1,500.00"],
      [day(), `TID ${b.transactionId}`, "1500"],
      [day(), c.reference, "PKR 700"],
      [day(), "Salary", "85,000.00"],
    ];
    const xlsxRows = rows.map((row, index) =>
      index >= 2 ? [new Date(`${row[0]}T00:00:00Z`), row[1]!, index === 3 ? 1500 : row[2]!] : row,
    );
    const mapping = { date: "Value Date", amount: "Credit", description: "Details" };
    const fromCsv = await postStatement(cookie, { file: csvFile(rows), mapping });
    const fromXlsx = await postStatement(cookie, { file: await xlsxFile(xlsxRows), mapping });
    expect(fromXlsx.status).toBe(200);
    expect(fromXlsx.data).toEqual(fromCsv.data);
    expect(fromCsv.data.matched).toHaveLength(2);
    expect(fromCsv.data.mismatched).toHaveLength(1);
    expect(fromCsv.data.unmatched).toHaveLength(1);
  });

  it("reads a formula cell by its cached result, never computing it", async () => {
    const cookie = (await admin()).cookie;
    const payment = await pendingPayment();
    const rows = [
      HEADER,
      [day(), { formula: 'CONCAT("AP","-X")', result: `Ref ${payment.reference}` }, { formula: "1000+1000", result: 1500 }],
    ];
    const { data } = await postStatement(cookie, { file: await xlsxFile(rows), mapping: MAPPING });
    expect(data.matched).toEqual([expect.objectContaining({ paymentId: payment.id, amount: 1500 })]);
  });

  it("is for admins only", async () => {
    const learner = await createUser();
    const file = csvFile([HEADER, [day(), "x", "1"]]);
    expect((await postStatement(learner.cookie, { file, mapping: MAPPING })).status).toBe(403);
    expect((await postStatement("", { file, mapping: MAPPING })).status).toBe(401);
  });
});
