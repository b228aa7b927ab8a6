import { beforeAll, describe, expect, it } from "vitest";
import { MAX_NOTE_BYTES } from "@/lib/files/limits";
import { setUpTestDatabase } from "../support/db";
import { randomClientIp } from "../support/http";
import { makeCast, type Cast, type Role } from "./fixtures";
import { zipOf } from "../support/sheets";
import { expectProbesHarmless, handler, type Probe } from "./hostile-kit";

setUpTestDatabase();

let cast: Cast;
beforeAll(async () => {
  cast = await makeCast();
});

function paymentForm(cart: string): FormData {
  const form = new FormData();
  form.set("transactionId", "T-hostile");
  form.set("cart", cart);
  form.set("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "x.png", { type: "image/png" }));
  return form;
}

/** A good CSV statement with hostile text fields: the mapping's JSON, the bank's name, dryRun. */
function statementFieldProbes(): Probe[] {
  const csv = () => new File(["Date,Description,Amount\r\n2026-11-20,AP-222222,1500\r\n"], "s.csv", { type: "text/csv" });
  const mapping = (value: unknown) => JSON.stringify({ date: value, amount: "Amount", description: "Description" });
  const fields: Record<string, string>[] = [
    ...["not json", "[]", "null", '{"__proto__":{"polluted":true},"date":"Date"}', `${"[".repeat(20_000)}${"]".repeat(20_000)}`].map(
      (text) => ({ mapping: text }),
    ),
    ...[null, 0, [], {}, "", "x".repeat(100_000), "\u0000", "' OR 1=1 --", "__proto__", "constructor"].map((value) => ({
      mapping: mapping(value),
    })),
    ...["", "x".repeat(101), "line\nbreak", "\u0000", "' OR 1=1 --"].map((bank) => ({ bank, mapping: mapping("Date") })),
    ...["yes", "1", ""].map((dryRun) => ({ dryRun, mapping: mapping("Date") })),
  ];
  return fields.map((values, index) => {
    const form = new FormData();
    form.set("bank", "Hostile");
    form.set("dryRun", "false");
    for (const [key, value] of Object.entries(values)) form.set(key, value);
    form.set("file", csv());
    return {
      label: `payment/statements fields #${index}`,
      route: "payment/statements",
      method: "POST",
      role: "admin" as Role,
      options: { body: form },
    };
  });
}

function multipartProbes(): Probe[] {
  const files: [string, File | string | null][] = [
    ["text named .png", new File(["not an image"], "x.png", { type: "image/png" })],
    ["polyglot html+png", new File(["<html><script>alert(1)</script>\x89PNG"], "x.png", { type: "image/png" })],
    ["script named .pdf", new File(["#!/bin/sh\nrm -rf /"], "x.pdf", { type: "application/pdf" })],
    ["empty file", new File([], "x.png", { type: "image/png" })],
    ["file as text field", "not a file"],
    ["no file", null],
    ["svg", new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "x.svg", { type: "image/svg+xml" })],
    ["zip without office parts", new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], "x.docx")],
  ];
  const forms = (fields: Record<string, string>) =>
    files.map(([label, file]) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      if (file !== null) form.set("file", file);
      return { label, form };
    });
  const payment = forms({ transactionId: "T-hostile", cart: JSON.stringify([{ subjectId: crypto.randomUUID() }]), isMonthlySub: "YES" });
  const note = forms({ name: "Hostile" });
  const statement = forms({
    bank: "Hostile",
    mapping: JSON.stringify({ date: "Date", amount: "Amount", description: "Description" }),
    dryRun: "false",
  });
  return [
    ...payment.map(({ label, form }) => ({
      label: `payment/add ${label}`,
      route: "payment/add",
      method: "POST",
      role: "learner" as Role,
      options: { body: form },
    })),
    ...statement.map(({ label, form }) => ({
      label: `payment/statements ${label}`,
      route: "payment/statements",
      method: "POST",
      role: "admin" as Role,
      options: { body: form },
    })),
    ...statementFieldProbes(),
    ...note.map(({ label, form }) => ({
      label: `notes/upload-note ${label}`,
      route: "notes/upload-note",
      method: "POST",
      role: "learner" as Role,
      options: { body: form },
    })),
    ...forms({}).map(({ label, form }) => ({
      label: `questions/images ${label}`,
      route: "questions/images",
      method: "POST",
      role: "admin" as Role,
      options: { body: form },
    })),
    ...sheetProbes(),
    { label: "payment/add as JSON", route: "payment/add", method: "POST", role: "learner", options: { json: { transactionId: "T" } } },
    ...["not json", "[[[[[[[[", `${"[".repeat(20_000)}${"]".repeat(20_000)}`, '[{"subjectId":"x"}]', '{"__proto__":{"polluted":true}}'].map(
      (cart) => ({
        label: `payment/add cart=${cart.slice(0, 20)}`,
        route: "payment/add",
        method: "POST",
        role: "learner" as Role,
        options: { body: paymentForm(cart) },
      }),
    ),
  ];
}

/** Spreadsheets of questions (docs/rules.md, "Spreadsheet import and export"): every hostile file, as XLSX and as CSV. */
function sheetProbes(): Probe[] {
  const zip = (entries: { name: string; data: Buffer; declared?: number }[]) => new File([zipOf(entries)], "q.xlsx");
  const workbook = (sheet: string, declared?: number) => [
    { name: "xl/workbook.xml", data: Buffer.from('<workbook><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>') },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.from(sheet), declared },
  ];
  const files: [string, File][] = [
    ["zip bomb", zip([{ name: "xl/workbook.xml", data: Buffer.alloc(30 * 1024 * 1024) }])],
    ["zip that lies about its size", zip([{ name: "xl/workbook.xml", data: Buffer.alloc(30 * 1024 * 1024), declared: 10 }])],
    [
      "billion laughs",
      zip(
        workbook(
          `<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`,
        ),
      ),
    ],
    ["broken sheet XML", zip(workbook("<worksheet><sheetData><row><c><v>"))],
    ["zip without a workbook", zip([{ name: "x", data: Buffer.from("x") }])],
    ["zip64 marker", new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(60).fill(0xff)])], "q.xlsx")],
    ["binary as CSV", new File([new Uint8Array([0, 1, 2, 3, 0xff])], "q.csv")],
    ["CSV of one endless quoted cell", new File([`question,A,B,correct\r\n"${"x".repeat(300_000)}`], "q.csv")],
    ["CSV with NUL-free control characters", new File(["question,A,B,correct\r\n\u0001,\u007f,\u2028,A"], "q.csv")],
  ];
  return files.flatMap(([label, file]) =>
    ["xlsx", "csv", "docx"].map((format) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        subjectId: crypto.randomUUID(),
        name: "Hostile",
        quizTime: "5",
        eachMCQMarks: "1",
        format,
      }))
        form.set(key, value);
      form.set("file", file);
      return {
        label: `quiz/import ${format}: ${label}`,
        route: "quiz/import",
        method: "POST",
        role: "admin" as Role,
        options: { body: form },
      };
    }),
  );
}

describe("hostile uploads", () => {
  it("answers hostile files and forms without a 5xx, with a message, changing nothing when refused", { timeout: 300_000 }, async () => {
    await expectProbesHarmless(multipartProbes(), cast);
  });
});

describe("bodies bounded while read (lib/api/body.ts)", () => {
  /** An endless chunked body (no Content-Length) that counts what the server pulled from it. */
  function endlessBody(chunk: Uint8Array) {
    const pulled = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled };
  }

  async function send(route: string, role: Role, stream: ReadableStream<Uint8Array>, contentType: string) {
    const post = await handler(route, "POST");
    const request = new Request(`http://localhost:3000/api/${route}`, {
      method: "POST",
      headers: { "content-type": contentType, cookie: cast.cookies[role] ?? "", ...randomClientIp() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const response = await post(request, { params: Promise.resolve({}) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("stops reading a chunked JSON body at 1 MB and answers 413", async () => {
    const { stream, pulled } = endlessBody(new TextEncoder().encode(" ".repeat(64 * 1024)));
    const { status, body } = await send("users/login", "visitor", stream, "application/json");
    expect(status).toBe(413);
    expect(body.message).toBe("The request body is too large.");
    expect(pulled.bytes).toBeLessThan(1_000_000 + 3 * 64 * 1024);
  });

  it("stops reading a chunked multipart upload at its limit and answers 413", async () => {
    const { stream, pulled } = endlessBody(new Uint8Array(256 * 1024));
    const { status, body } = await send("notes/upload-note", "learner", stream, "multipart/form-data; boundary=x");
    expect(status).toBe(413);
    expect(body.message).toMatch(/^The upload is too large/);
    expect(pulled.bytes).toBeLessThan(MAX_NOTE_BYTES + 64 * 1024 + 3 * 256 * 1024);
  });
});
