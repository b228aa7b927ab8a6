// The production app's side of the proof reader bench (bench/proof-reader/health.mjs): payment proofs
// drawn ahead of time, orders placed through the checkout API as a learner's browser does, GET
// /api/health polled beside them, and the readings as the admin desk sees them.
import { setTimeout as sleep } from "node:timers/promises";
import { percentiles } from "../lib.mjs";
import { receipts } from "./receipts.mjs";

/** Checkout's limit on a proof (lib/files/limits.ts, MAX_PROOF_BYTES). */
const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/**
 * `count` receipts of `seed` (bench/proof-reader/receipts.mjs), drawn before any app runs so
 * drawing never competes with the server being measured; each with the transaction number its
 * learner types: the receipt's own, made unique when two receipts happen to print the same one
 * (an order whose number is already used is refused: docs/rules.md, "Access, payments and attempts").
 */
export async function drawProofs({ count, seed }) {
  const proofs = [];
  const typed = new Set();
  // Twice as many as needed to choose from: a picture over checkout's limit is skipped, as a phone never sends one.
  for await (const { spec, truth, bytes, contentType } of receipts({ count: 2 * count, seed })) {
    if (bytes.length > MAX_PROOF_BYTES) continue;
    let transactionId = truth.transactionId;
    if (typed.has(transactionId)) transactionId = `${transactionId}X${proofs.length}`;
    typed.add(transactionId);
    proofs.push({ id: spec.id, truth, bytes, contentType, transactionId });
    if (proofs.length === count) break;
  }
  if (proofs.length < count) throw new Error(`only ${proofs.length} of ${count} receipts fit checkout's ${MAX_PROOF_BYTES} bytes`);
  return proofs;
}

/**
 * Places one order through `POST /api/payment/add` as `learner` (multipart, as the checkout sends
 * it): the monthly plan, paid with `proof`. Answers its payment id and how long checkout took;
 * throws on anything but 201, since every order of the bench must be accepted.
 */
export async function placeOrder(url, learner, proof) {
  const form = new FormData();
  form.set("bankName", proof.truth.bank);
  form.set("accountHolder", "Bench Learner");
  form.set("transactionId", proof.transactionId);
  form.set("isMonthlySub", "YES");
  form.set("cart", "[]");
  form.set("file", new Blob([proof.bytes], { type: proof.contentType }), proof.contentType === "image/png" ? "proof.png" : "proof.jpg");
  const started = performance.now();
  const response = await fetch(`${url}/api/payment/add`, {
    method: "POST",
    headers: { cookie: learner.cookie, origin: url },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const body = await response.json().catch(() => null);
  const ms = performance.now() - started;
  if (response.status !== 201 || !body?.data?.id)
    throw new Error(`POST /api/payment/add answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { paymentId: body.data.id, ms };
}

/** Polls GET /api/health every `everyMs` until stop(), which answers the latencies (ms) and the answers' statuses. */
export function pollHealth(url, everyMs) {
  const samples = [];
  const statuses = {};
  let running = true;
  const polling = (async () => {
    while (running) {
      const started = performance.now();
      let status;
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = "error";
      }
      samples.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await polling;
      return { polls: samples.length, ...percentiles(samples, [50, 99]), statuses };
    },
  };
}

/**
 * The readings of `paymentIds` as the admin desk sees them (`proofReading` on `GET /api/payment`,
 * one list request a poll), polled every `everyMs` until none is pending or `timeoutMs` passed.
 * Answers the last views by payment id and whether every reading ended.
 */
export async function awaitReadings(url, adminCookie, paymentIds, { everyMs = 1_000, timeoutMs }) {
  const giveUpAt = Date.now() + timeoutMs;
  const wanted = new Set(paymentIds);
  for (;;) {
    const response = await fetch(`${url}/api/payment?status=ALL&pageSize=100`, {
      headers: { cookie: adminCookie },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok || !Array.isArray(body?.data))
      throw new Error(`GET /api/payment answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const views = new Map(body.data.filter((payment) => wanted.has(payment.id)).map((payment) => [payment.id, payment.proofReading]));
    if (views.size !== wanted.size) throw new Error(`the admin list shows ${views.size} of the ${wanted.size} payments placed`);
    const done = [...views.values()].every((reading) => reading && reading.status !== "pending");
    if (done || Date.now() >= giveUpAt) return { views, done };
    await sleep(everyMs);
  }
}
