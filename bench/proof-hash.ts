// Reused payment proofs (docs/rules.md, "Reused proofs"): how well each
// perceptual fingerprint finds a lightly changed copy of a receipt screenshot and how often it
// takes two different receipts for one. The set is drawn by tests/support/receipt-set.ts: bank-app
// receipts of 5 layouts with their own numbers and names, each with 8 WhatsApp-like copies
// (resized 80–95 %, JPEG 70–85, WebP, a few pixels cropped, combinations).
//
// Pairs: same receipt (original–copy and copy–copy: should match), same layout with other numbers
// (the hard negatives: must not), other layouts (must not). Per method: the worst copy's distance,
// the closest hard and other negative, recall and false matches at the threshold that keeps every
// copy and at the largest one with no false match.
//
//   npx tsx --conditions=react-server bench/proof-hash.ts [--per-template N]   (default 8)
import { CANDIDATES, hamming, type Candidate } from "./proof-hash/candidates";
import { hammingDistance, perceptualHash, SAME_PICTURE_MAX_DISTANCE } from "@/lib/images/image-hash";
import { drawReceipts, lightCopies } from "../tests/support/receipt-set";

const perTemplate = Number(process.argv[process.argv.indexOf("--per-template") + 1]) || 8;

type Item = { receipt: string; template: string; bytes: Uint8Array };

const receipts = await drawReceipts(perTemplate);
const copies = await lightCopies(receipts);
const items: Item[] = [
  ...receipts.map((r) => ({ receipt: `${r.template}/${r.index}`, template: r.template, bytes: r.png })),
  ...copies.map((c) => ({ receipt: `${c.of.template}/${c.of.index}`, template: c.of.template, bytes: c.bytes })),
];

type Pairs = { positive: number[]; hard: number[]; other: number[] };

function distances(distance: (a: number, b: number) => number): Pairs {
  const pairs: Pairs = { positive: [], hard: [], other: [] };
  for (let a = 0; a < items.length; a++)
    for (let b = a + 1; b < items.length; b++) {
      const kind = items[a]!.receipt === items[b]!.receipt ? "positive" : items[a]!.template === items[b]!.template ? "hard" : "other";
      pairs[kind].push(distance(a, b));
    }
  return pairs;
}

const within = (list: number[], threshold: number) => list.filter((d) => d <= threshold).length;
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

function row(name: string, bits: number, pairs: Pairs, chosen?: number) {
  const worstCopy = Math.max(...pairs.positive);
  const closestHard = Math.min(...pairs.hard);
  const closestOther = Math.min(...pairs.other);
  const safe = Math.min(closestHard, closestOther) - 1;
  const at = (t: number) =>
    `${percent(within(pairs.positive, t), pairs.positive.length)} / ${within(pairs.hard, t)} / ${within(pairs.other, t)}`;
  return [
    name,
    bits,
    worstCopy,
    closestHard,
    closestOther,
    `≤ ${worstCopy}: ${at(worstCopy)}`,
    `≤ ${safe}: ${at(safe)}`,
    chosen === undefined ? "" : `≤ ${chosen}: ${at(chosen)}`,
  ];
}

const table: (string | number)[][] = [];
const started = Date.now();
for (const candidate of CANDIDATES as Candidate[]) {
  const hashes: bigint[] = [];
  for (const item of items) hashes.push(await candidate.hash(item.bytes));
  const pairs = distances((a, b) => hamming(hashes[a]!, hashes[b]!));
  table.push(row(candidate.name, candidate.bits, pairs, candidate.name.includes("current") ? 6 : undefined));
}
const chosen: bigint[] = [];
for (const item of items) chosen.push(await perceptualHash(item.bytes));
const chosenPairs = distances((a, b) => hammingDistance(chosen[a]!, chosen[b]!));
table.push(row("pHash 8×8 of DCT 32×32, trimmed (chosen: lib/images/image-hash.ts)", 63, chosenPairs, SAME_PICTURE_MAX_DISTANCE));

const pairs = distances(() => 0);
console.log(
  `${receipts.length} receipts (${perTemplate} per layout), ${copies.length} copies; pairs: ${pairs.positive.length} same receipt, ` +
    `${pairs.hard.length} same layout other numbers, ${pairs.other.length} other layouts; ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
const header = [
  "method",
  "bits",
  "worst copy",
  "closest same-layout",
  "closest other",
  "recall / same-layout / other false matches at worst copy",
  "… at largest safe",
  "… at the threshold used",
];
console.log(`| ${header.join(" | ")} |\n|${header.map(() => " --- ").join("|")}|`);
for (const line of table) console.log(`| ${line.join(" | ")} |`);
