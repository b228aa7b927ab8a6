import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { readDocxBytes } from "@/lib/quizzes/docx-convert";
import { DOCX_WORKER_BUNDLE, readOffThread } from "@/lib/quizzes/docx-thread-run";
import { docx, p } from "../support/docx";
import { makeImage } from "../support/images";

// The bundle exists once scripts/build-front.mjs ran (npm start, npm run dev, npm run build).
describe.runIf(fs.existsSync(DOCX_WORKER_BUNDLE))("reading a Word document in its worker thread", () => {
  it("answers what reading in this thread answers, pictures included, and passes refusals on", async () => {
    const png = Buffer.from(await makeImage(8, 8));
    const bytes = docx([p("1. Which?"), { runs: [], image: 0 }, p("A. yes"), p("B. no"), p("Answer: A"), p("2. Lonely"), p("A. one")], {
      images: [{ bytes: png, extension: "png", alt: "a dot" }],
    });
    const here = await readDocxBytes(bytes, 'The file "a.docx"');
    const there = await readOffThread(bytes, 'The file "a.docx"');
    expect(there).toEqual(here);
    expect(there.problems.map((problem) => problem.message)).toEqual([
      "Question 2 (‘Lonely’): only one option",
      "Question 2 (‘Lonely’): no answer marked",
    ]);
    await expect(readOffThread(Buffer.from("PK\u0003\u0004 broken"), 'The file "b.docx"')).rejects.toMatchObject({
      kind: "UnsupportedType",
      message: 'The file "b.docx" is not a Word document that can be read.',
    });
  });
});
