// The proof reader's OCR process (lib/payments/proof-reading/ocr-engine.ts starts it): Tesseract
// in a child process of its own, so that the server can run it at the lowest CPU priority and a
// reading never takes a core from the requests (docs/rules.md, "Reading payment proofs"). Plain
// JavaScript: it is run by Node as it is, outside Next's bundles.
//
// Asked over IPC: { id, image } (a prepared PNG); answers { id, text, words } or { id, error }.
import path from "node:path";
import engData from "@tesseract.js-data/eng";
import Tesseract from "tesseract.js";

// The LSTM model, integer-quantised ("best_int"), from the npm package: nothing is fetched or cached.
const LANG_PATH = path.join(path.dirname(engData.langPath), "4.0.0_best_int");

const engine = (async () => {
  const worker = await Tesseract.createWorker("eng", Tesseract.OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: "none" });
  // Screenshots carry no resolution; text scaled to ~30 px reads as print at 300 dpi.
  await worker.setParameters({ user_defined_dpi: "300" });
  return worker;
})();

async function recognise(image) {
  const worker = await engine;
  const { data } = await worker.recognize(Buffer.from(image), {}, { text: true, blocks: true });
  const words = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) for (const word of line.words) words.push({ text: word.text, confidence: word.confidence });
  return { text: data.text, words };
}

process.on("message", ({ id, image }) => {
  recognise(image).then(
    (result) => process.send?.({ id, ...result }),
    (error) => process.send?.({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server went away or ended the engine: nothing is left to read for.
process.on("disconnect", () => process.exit(0));
