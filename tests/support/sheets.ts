import { crc32, deflateRawSync } from "node:zlib";
import { count } from "drizzle-orm";
import ExcelJS from "exceljs";
import { GET as exportRoute } from "@/app/api/quiz/[id]/export/route";
import { GET as getQuiz } from "@/app/api/quiz/[id]/route";
import { POST as importRoute } from "@/app/api/quiz/import/route";
import { getDb } from "@/db/client";
import { questions, quizzes, tags } from "@/db/schema";
import type { QuizView } from "@/lib/quizzes/views";
import { makeSubject, uniqueName } from "./catalogue";
import { createUser, type TestUser } from "./db";
import { call } from "./http";

export const HEADERS = ["question", "A", "B", "C", "D", "E", "correct", "explanation"];
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** `n` question rows under HEADERS, tagged from `tagPool` (the tags column added when there is a pool). */
export function questionRows(n: number, tagPool: string[] = []): string[][] {
  const header = tagPool.length > 0 ? [...HEADERS, "tags"] : HEADERS;
  const rows = Array.from({ length: n }, (_, i) => {
    const row = [
      `Question ${i + 1}: which dose?`,
      `Dose ${i}`,
      `Dose ${i + 1}`,
      `Dose ${i + 2}`,
      "",
      "",
      i % 2 ? "A" : "A, C",
      `Because ${i}.`,
    ];
    return tagPool.length > 0 ? [...row, `${tagPool[i % tagPool.length]}, ${tagPool[(i + 1) % tagPool.length]}`] : row;
  });
  return [header, ...rows];
}

/** An XLSX as a content team's spreadsheet program would write it; a cell may be a formula with its cached result. */
export async function xlsxOf(rows: ExcelJS.CellValue[][]): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("MCQs");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

export const csvOf = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",")).join("\r\n");

/**
 * A zip of deflated parts that may lie about their unpacked size: `declared` is what the central
 * directory says (default: the truth). For zip-bomb tests.
 */
export function zipOf(parts: { name: string; data: Buffer; declared?: number }[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data, declared } of parts) {
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const header = (size: number, signature: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(30, 0x04034b50);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared ?? data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const entry = header(46, 0x02014b50);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(declared ?? data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(entry, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const cd = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}

export const rowCounts = async () => {
  const [[q], [t], [z]] = await Promise.all([
    getDb().select({ n: count() }).from(questions),
    getDb().select({ n: count() }).from(tags),
    getDb().select({ n: count() }).from(quizzes),
  ]);
  return { questions: q!.n, tags: t!.n, quizzes: z!.n };
};

/** An admin, a subject, and senders of spreadsheet imports (as multipart) and exports. */
export async function sheetSetup() {
  const admin = await createUser({ isAdmin: true });
  const subject = await makeSubject();
  const fields = (extra: Record<string, string> = {}) => ({
    subjectId: subject.id,
    name: uniqueName("Sheet"),
    quizTime: "30",
    eachMCQMarks: "1",
    format: "xlsx",
    ...extra,
  });
  const upload = (
    file: Uint8Array<ArrayBuffer> | string | null,
    extra: Record<string, string> = {},
    user: TestUser = admin,
    fileName = extra.format === "csv" ? "questions.csv" : "questions.xlsx",
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields(extra))) form.set(key, value);
    if (file !== null) form.set("file", new File([file], fileName));
    return call(importRoute, { cookie: user.cookie, body: form });
  };
  const exported = (id: string, format: string, user: TestUser = admin) =>
    call(exportRoute, { cookie: user.cookie, params: { id }, path: `/api/quiz/${id}/export?format=${format}` });
  const content = async (id: string) =>
    ((await call(getQuiz, { cookie: admin.cookie, params: { id } })).body.data as QuizView).questions.map((question) => ({
      title: question.title,
      question: question.question,
      explanation: question.explanation,
      reference: question.reference,
      tags: question.tags,
      options: question.optionsList.map(({ option, isAnswer, explanation }) => ({ option, isAnswer, explanation })),
    }));
  return { admin, subject, fields, upload, exported, content };
}
