#!/usr/bin/env node
// The proof reader's bench (docs/benchmarks.md, "Proof reader"): seeded receipts imitating Pakistani
// bank apps and wallets (bench/proof-reader/), degraded as phones and WhatsApp do, read one at a time
// by the app's own reader (readProofImage, lib/payments/proof-reading/read-image.ts) and scored
// against their truth. Targets: transaction number exact ≥ 97 %, amount exact ≥ 99 %, a transaction
// number read wrong with confidence ≤ 0.5 %, ≤ 5 s a proof. Exit status 1 when one is missed.
//
//   node bench/proof-reader.mjs [--count 300] [--seed 1] [--hex] [--failures] [--health [--orders 60]]
//
// --hex adds wallet receipts printing a 24-hex-digit object id (bench/proof-reader/layouts.mjs).
// --failures prints, for each receipt not read right, its truth, the reading and the OCR text.
// --health then starts the production app (--port, --start-minutes, --snapshot | --app-dir DIR) and measures
// GET /api/health while it reads 20 proofs, and checkout's latency over --orders orders with the reader on
// and off (bench/proof-reader/health.mjs); --health-minutes bounds that part.
import { parseArgs } from "node:util";
import { log, machineInfo, numberArg, round, writeResults } from "./lib.mjs";
import { measureHealthWhileReading } from "./proof-reader/health.mjs";
import { loadProofReader } from "./proof-reader/reader.mjs";
import { receipts } from "./proof-reader/receipts.mjs";
import { judge, report, summarise } from "./proof-reader/score.mjs";

const { values: args } = parseArgs({
  options: {
    count: { type: "string", default: "300" },
    seed: { type: "string", default: "1" },
    failures: { type: "boolean", default: false },
    hex: { type: "boolean", default: false },
    health: { type: "boolean", default: false },
    orders: { type: "string", default: "60" },
    port: { type: "string", default: "3817" },
    "start-minutes": { type: "string", default: "5" },
    "health-minutes": { type: "string", default: "30" },
    snapshot: { type: "boolean", default: false },
    "app-dir": { type: "string" },
  },
});
const count = numberArg(args.count, "count", { max: 100_000 });
const seed = numberArg(args.seed, "seed", { min: 0 });

const reader = await loadProofReader();
const readings = [];
const started = Date.now();
try {
  for await (const { spec, truth, bytes, contentType, steps } of receipts({ count, seed, hex: args.hex })) {
    const before = performance.now();
    const result = await reader.readProofImage(bytes, contentType);
    const seconds = (performance.now() - before) / 1000;
    const outcome = judge(truth, result);
    readings.push({
      id: spec.id,
      layout: spec.layout,
      style: spec.transactionStyle,
      font: spec.font,
      theme: spec.theme,
      steps,
      seconds,
      truth,
      result,
      outcome,
    });
    if (!outcome.transaction || !outcome.amount || !outcome.date || !outcome.reference) {
      log(`${spec.id} (${spec.font}, ${spec.theme}; ${steps.join(", ")}): ${JSON.stringify(result.fields ?? result.reason)}`);
      log(`  truth ${JSON.stringify(truth)}`);
      if (args.failures) log(`  OCR text:\n${(await reader.ocrText(bytes, contentType)).replace(/^/gm, "    | ")}`);
    }
    if (readings.length % 20 === 0) log(`${readings.length}/${count} read, ${round((Date.now() - started) / 1000, 0)} s`);
  }
} finally {
  await reader.stopProofOcr();
}

const summary = summarise(readings);
console.log(`\n${report(summary)}\n`);
const health = args.health ? await measureHealthWhileReading(args, { seed }) : null;
const file = writeResults("proof-reader", {
  bench: "proof-reader",
  command: `node bench/proof-reader.mjs --count ${count} --seed ${seed}${args.hex ? " --hex" : ""}${args.health ? ` --health --orders ${args.orders}` : ""}`,
  machine: machineInfo(),
  summary,
  health,
  failures: readings
    .filter(({ outcome }) => !outcome.transaction || !outcome.amount || !outcome.date || !outcome.reference)
    .map(({ id, font, theme, steps, truth, result }) => ({ id, font, theme, steps, truth, result })),
});
log(`results: ${file}`);
process.exitCode = Object.values(summary.verdicts).every(Boolean) && (health?.met ?? true) ? 0 : 1;
