/**
 * The order every gated request (Start, the paper) goes through, at the production front
 * (server/front.ts) and in the route handler without it (lib/api/handler.ts) alike
 * (docs/rules.md, "Shedding load"):
 *
 * 1. its learner: one gated request in flight per learner, a second refused at once (a 503, no slot);
 * 2. its body, read whole within the gate's `bodyDeadlineMs` and at most MAX_JSON_BYTES (408, 413);
 * 3. only then a slot, held while the work runs.
 *
 * So a client that sends its headers and then stalls holds nothing but its own learner's turn,
 * and only until the deadline: it cannot keep the slots from everyone else.
 */
import { decodeSessionToken, readCookie, SESSION_COOKIE } from "@/lib/auth/token";
import type { LoadGate } from "./load-gate";

/**
 * The account a request's session cookie names, its signature checked (only this server can issue
 * one), or null without a valid one. Whether the account and session are still live is the
 * handler's own check, made holding a slot: keying on the account means a second request in
 * flight needs a second account, not just a second sign-in.
 */
export async function gatedLearnerOf(cookieHeader: string | null | undefined): Promise<string | null> {
  const claims = await decodeSessionToken(readCookie(cookieHeader ?? null, SESSION_COOKIE));
  return claims?.sub ?? null;
}

/**
 * Runs `work` with the body `readBody` read, in the order above. `readBody` must give up when the
 * deadline signal aborts (lib/api/body.ts's readers do, with the 408).
 */
export async function runGated<T>(
  gate: LoadGate,
  learner: string,
  readBody: (deadline: AbortSignal) => Promise<Buffer>,
  work: (body: Buffer) => Promise<T>,
): Promise<T> {
  const release = gate.claimLearner(learner);
  try {
    const body = await readBody(AbortSignal.timeout(gate.settings.bodyDeadlineMs));
    return await gate.run(() => work(body));
  } finally {
    release();
  }
}
