/**
 * The proof worker's fingerprints when storage fails (docs/rules.md, "Reused proofs"): a proof
 * whose file cannot be fetched keeps waiting and is tried again after a rest, not in the same
 * breath; after three failures it is done without a perceptual hash, keeping checkout's SHA-256.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { payments } from "@/db/schema";
import { FINGERPRINT_TAG } from "@/lib/images/image-hash";
import { fingerprintWaitingProofs } from "@/lib/payments/proof-fingerprints";
import { makeSubject } from "../support/catalogue";
import { createUser, setUpTestDatabase } from "../support/db";
import { imageFile, placeOrderAs, receiptImage } from "../support/payments";

/** Keys whose fetch fails, as a storage that is down would. */
const unreachable = new Set<string>();
const fetched: string[] = [];
vi.mock("@/lib/storage", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/storage")>();
  return {
    ...original,
    getObject: async (key: string) => {
      fetched.push(key);
      if (unreachable.has(key)) throw new Error("storage is down");
      return original.getObject(key);
    },
  };
});

setUpTestDatabase();
afterEach(() => vi.restoreAllMocks());

const row = async (id: string) => (await getDb().select().from(payments).where(eq(payments.id, id)))[0]!;
/** The clock `seconds` on: the rest between two tries is counted on Date.now. */
const later = (seconds: number) => {
  const now = Date.now() + seconds * 1000;
  vi.spyOn(Date, "now").mockReturnValue(now);
};

describe("fingerprints when storage fails", () => {
  it("leaves the proof waiting, tries again after a rest, and after three failures keeps the SHA-256 alone", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const placed = await placeOrderAs(learner.cookie, {
      cart: [{ subjectId: subject.id }],
      file: imageFile(await receiptImage(`Askari ${Math.random()}`), "receipt.png", "image/png"),
    });
    const id = (placed.body.data as { id: string }).id;
    const { proofKey, proofSha256 } = await row(id);
    expect(proofSha256).toMatch(new RegExp(`^${FINGERPRINT_TAG}[0-9a-f]{64}$`));
    unreachable.add(proofKey);

    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(await row(id)).toMatchObject({ proofHashedAt: null, proofSha256 });
    // Asked again at once (the worker's next loop): the proof rests, nothing is fetched.
    const tries = () => fetched.filter((key) => key === proofKey).length;
    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(tries()).toBe(1);

    later(31);
    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(tries()).toBe(2);
    expect((await row(id)).proofHashedAt).toBeNull();
    later(62);
    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(tries()).toBe(3);
    expect(await row(id)).toMatchObject({ proofHashedAt: expect.any(Date), proofSha256, proofDhash: null });
  });

  it("hashes the picture once storage answers again", async () => {
    const learner = await createUser();
    const subject = await makeSubject();
    const placed = await placeOrderAs(learner.cookie, {
      cart: [{ subjectId: subject.id }],
      file: imageFile(await receiptImage(`Soneri ${Math.random()}`), "receipt.png", "image/png"),
    });
    const id = (placed.body.data as { id: string }).id;
    const { proofKey } = await row(id);
    unreachable.add(proofKey);
    await fingerprintWaitingProofs({ pauseMs: 0 });
    unreachable.delete(proofKey);
    later(31);
    await fingerprintWaitingProofs({ pauseMs: 0 });
    expect(await row(id)).toMatchObject({ proofHashedAt: expect.any(Date), proofDhash: expect.any(BigInt) });
  });
});
