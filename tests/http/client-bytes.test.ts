import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POST as uploadNote } from "@/app/api/notes/upload-note/route";
import { getDb } from "@/db/client";
import { notes, paymentStatements, payments, statementBankMappings } from "@/db/schema";
import { QUOTED_TEXT_MAX } from "@/lib/single-line";
import { admin, csvFile, day, HEADER, MAPPING, pendingPayment, postStatement, xlsxFile } from "../support/bank-statements";
import { createUser, setUpTestDatabase, type TestUser } from "../support/db";
import { call } from "../support/http";
import { pdfFile } from "../support/payments";
import { sheetSetup, xlsxOf } from "../support/sheets";

setUpTestDatabase();

/** The texts docs/rules.md, "Text the database cannot hold", refuses in a name: C0, DEL, C1, U+2028/9. */
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => i), ...Array.from({ length: 33 }, (_, i) => 0x7f + i), 0x2028, 0x2029].map(
  (code) => String.fromCharCode(code),
);
/** A name with at least one control character somewhere in it. */
const nameWithControl = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 8 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

const notesOf = async (user: TestUser) => getDb().select({ id: notes.id }).from(notes).where(eq(notes.ownerId, user.id));
const statementsBy = async (adminId: string) =>
  getDb().select({ id: paymentStatements.id }).from(paymentStatements).where(eq(paymentStatements.uploadedBy, adminId));
const mappingOf = async (bank: string) =>
  getDb().select().from(statementBankMappings).where(eq(statementBankMappings.bankKey, bank.toLowerCase()));
const paymentStatus = async (id: string) =>
  (await getDb().select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;

async function noteNamed(user: TestUser, fileName: string) {
  const form = new FormData();
  form.set("name", "Airway notes");
  form.set("file", new File([await pdfFile().arrayBuffer()], fileName, { type: "application/pdf" }));
  return call(uploadNote, { cookie: user.cookie, body: form, method: "POST" });
}

/** A CSV whose header row sits past the first 64 kB (an account line above it), so that the content sniff never sees it. */
const csvWithLateHeader = (header: string[], row: string[]) =>
  new File([`Account ${"x".repeat(70_000)}\r\n${header.join(",")}\r\n${row.join(",")}\r\n`], "statement.csv", { type: "text/csv" });

describe("bytes the database cannot hold are refused at the edge, naming the field", () => {
  it("refuses a NUL in a note's file name with 400 on file, storing nothing", async () => {
    const learner = await createUser();
    const { status, body } = await noteNamed(learner, "airway\u0000.pdf");
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: "file", message: expect.stringMatching(/one line of text/) });
    expect(await notesOf(learner)).toEqual([]);
  });

  it("refuses a NUL in a statement's file name with 400 on file, approving and storing nothing", async () => {
    const boss = await admin();
    const payment = await pendingPayment();
    const file = csvFile([HEADER, [day(), payment.reference, "1500"]], "statement\u0000.csv");
    const { status, body } = await postStatement(boss.cookie, { file, mapping: MAPPING, dryRun: false });
    expect(status).toBe(400);
    expect(body.field).toBe("file");
    expect(await statementsBy(boss.id)).toEqual([]);
    expect(await paymentStatus(payment.id)).toBe("PENDING");
  });

  it("refuses a NUL or a line break in a mapping's column name with 400 on that column, remembering nothing", async () => {
    const cookie = (await admin()).cookie;
    const bank = `Bank ${crypto.randomUUID()}`;
    // The header holds the NUL too, past what the content sniff reads: the mapping matches it, and
    // was once remembered as jsonb, which cannot hold \u0000 (a 500).
    const file = csvWithLateHeader([...HEADER, "Ref\u0000"], [day(), "x", "1", ""]);
    const nul = await postStatement(cookie, { file, bank, mapping: { ...MAPPING, reference: "Ref\u0000" } });
    expect(nul.status).toBe(400);
    expect(nul.body.field).toBe("mapping.reference");
    const lineBreak = await postStatement(cookie, { file: csvFile([HEADER]), bank, mapping: { ...MAPPING, date: "Da\nte" } });
    expect(lineBreak.status).toBe(400);
    expect(lineBreak.body).toMatchObject({ field: "mapping.date", message: expect.stringMatching(/one line of text/) });
    expect(await mappingOf(bank)).toEqual([]);
  });

  it("never answers 500 for control characters in a file name or a column name", async () => {
    const learner = await createUser();
    const cookie = (await admin()).cookie;
    const file = csvFile([HEADER, [day(), "x", "1"]]);
    await fc.assert(
      fc.asyncProperty(nameWithControl, async (name) => {
        const note = await noteNamed(learner, `${name}.pdf`);
        expect([201, 400]).toContain(note.status); // a line break travels percent-encoded in a multipart name
        const statement = await postStatement(cookie, { file: new File([await file.arrayBuffer()], name), mapping: MAPPING });
        expect([200, 400]).toContain(statement.status);
        const column = await postStatement(cookie, { file, mapping: { ...MAPPING, amount: name } });
        expect(column).toMatchObject({ status: 400, body: { field: "mapping.amount" } });
      }),
      { numRuns: 25 },
    );
  });
});

describe("errors quote a client's cell cut to 40 characters", () => {
  const hugeCell = "Topic ".repeat(Math.ceil(5_000_000 / 6)).slice(0, 5_000_000);
  const isShortQuote = (quote: string) => Array.from(quote).length <= QUOTED_TEXT_MAX && quote.endsWith("…");

  it("answers a spreadsheet whose header cell holds 5 million characters with a small 400", async () => {
    const { upload } = await sheetSetup();
    const answer = await upload(
      await xlsxOf([
        ["question", "A", "B", "correct", hugeCell],
        ["Q", "x", "y", "A", ""],
      ]),
    );
    expect(answer.status).toBe(400);
    expect((await answer.response.text()).length).toBeLessThan(2_000);
    const quoted = /unknown column "([^"]*)"/.exec(answer.body.message as string)?.[1];
    expect(quoted).toBeDefined();
    expect(isShortQuote(quoted!)).toBe(true);
  });

  it("answers a statement whose header cell holds 5 million characters with a small 400", async () => {
    const cookie = (await admin()).cookie;
    const file = await xlsxFile([
      [...HEADER, hugeCell],
      [day(), "x", "1", ""],
    ]);
    const answer = await postStatement(cookie, { file, mapping: { ...MAPPING, reference: "Ref" } });
    expect(answer.status).toBe(400);
    expect((await answer.response.text()).length).toBeLessThan(2_000);
    const quotes = [...(answer.body.message as string).matchAll(/“([^”]*)”/g)].map((match) => match[1]!);
    expect(quotes.some(isShortQuote)).toBe(true);
    expect(quotes.every((quote) => Array.from(quote).length <= QUOTED_TEXT_MAX)).toBe(true);
  });
});
