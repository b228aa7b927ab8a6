import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { fingerprint, hammingDistance, perceptualHash, SAME_PICTURE_MAX_DISTANCE } from "@/lib/images/image-hash";
import { drawReceipts, lightCopies, type Receipt } from "../support/receipt-set";

/**
 * The chosen perceptual hash on a small draw of the receipt set of bench/proof-hash.ts
 * (docs/benchmarks.md, "Proof fingerprints"): the full set's figures are the bench's.
 */
describe("perceptual hash of payment proofs", () => {
  let hashes: { receipt: Receipt; hash: bigint }[];
  let copies: { receipt: Receipt; change: string; hash: bigint }[];

  beforeAll(async () => {
    const receipts = await drawReceipts(2, 101);
    hashes = await Promise.all(receipts.map(async (receipt) => ({ receipt, hash: await perceptualHash(receipt.png) })));
    copies = await Promise.all(
      (await lightCopies(receipts)).map(async (copy) => ({
        receipt: copy.of,
        change: copy.change,
        hash: await perceptualHash(copy.bytes),
      })),
    );
  }, 120_000);

  it("finds every light copy (resized, JPEG, WebP, cropped) of a receipt", () => {
    const missed = copies.filter(
      (copy) => hammingDistance(copy.hash, hashes.find((original) => original.receipt === copy.receipt)!.hash) > SAME_PICTURE_MAX_DISTANCE,
    );
    expect(missed.map((copy) => `${copy.receipt.template}: ${copy.change}`)).toEqual([]);
  });

  it("takes no receipt of another app's layout, nor any copy of one, for the same picture", () => {
    const confused = [...hashes, ...copies].flatMap((a) =>
      hashes
        .filter((b) => b.receipt.template !== a.receipt.template && hammingDistance(a.hash, b.hash) <= SAME_PICTURE_MAX_DISTANCE)
        .map((b) => `${a.receipt.template} ~ ${b.receipt.template}`),
    );
    expect(confused).toEqual([]);
  });

  it("gives a one-colour picture no perceptual hash (it matches by SHA-256 only)", async () => {
    for (const background of ["#ffffff", "#0f6762", "#123456"]) {
      const png = await sharp({ create: { width: 160, height: 100, channels: 3, background } })
        .png()
        .toBuffer();
      expect((await fingerprint(png, "image/png")).dhash).toBeNull();
    }
  });
});
