// The proof reader bench's receipts (bench/proof-reader.mjs): `count` screenshots drawn from `seed`,
// each with its truth, one at a time so a long run holds one image in memory. The same seed gives the
// same receipts and degradations. `node bench/proof-reader/receipts.mjs --count 8 --out DIR` writes
// them as files to look at.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { degradedReceipt } from "./degrade.mjs";
import { receiptSpec } from "./layouts.mjs";
import { draws, seededRandom } from "./random.mjs";

/** Yields { spec, truth, bytes, contentType, steps } for receipts 0 … count-1. */
export async function* receipts({ count, seed, hex = false }) {
  for (let index = 0; index < count; index++) {
    // One stream per receipt: receipt i is the same whatever the count.
    const d = draws(seededRandom((seed * 100_003 + index) >>> 0));
    const spec = receiptSpec(index, d, { hex });
    yield { spec, truth: spec.truth, ...(await degradedReceipt(spec, d)) };
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "8" },
      seed: { type: "string", default: "1" },
      out: { type: "string", default: "/tmp/proof-receipts" },
    },
  });
  fs.mkdirSync(values.out, { recursive: true });
  for await (const { spec, bytes, contentType, steps } of receipts({ count: Number(values.count), seed: Number(values.seed) })) {
    const file = path.join(values.out, `${spec.id}.${contentType === "image/png" ? "png" : "jpg"}`);
    fs.writeFileSync(file, bytes);
    console.log(file, steps.join(", "), JSON.stringify(spec.truth));
  }
}
