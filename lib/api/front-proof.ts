/**
 * What only this process's production front can write (scripts/server.mjs, server/front.ts).
 * Next's route handlers cannot see the socket, nor tell a header the front set from one a client
 * sent under the same name: so every header the front hands on as a fact carries a random value
 * of this process, which no client can know. Without the front (`next start`, `next dev`, a
 * platform that runs Next itself) no request carries it, and whatever a client sent under those
 * names counts for nothing (docs/operations.md, "The client's address").
 */
import { timingSafeEqual } from "node:crypto";

/**
 * Set by the production server (scripts/server.mjs) to a random value before Next.js loads, and
 * never changed after: configuration of this process that both the front and Next's handlers read.
 * Unset where no front runs, and then nothing a request carries passes as the front's.
 */
export const FRONT_TOKEN_VARIABLE = "ANAESPREP_FRONT_TOKEN";

/** This process's token; undefined when no front serves it. */
export const frontToken = (): string | undefined => process.env[FRONT_TOKEN_VARIABLE] || undefined;

/** Whether the production front serves this process (and so owns its background jobs, server/background-jobs.ts). */
export const servedByFront = (): boolean => frontToken() !== undefined;

/** Whether `value` is this process's token; compared in constant time, since clients choose what is compared. */
export function isFrontToken(value: string | null | undefined): boolean {
  const token = frontToken();
  if (!value || !token) return false;
  const given = Buffer.from(value);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The token the front writes; the front refuses to run without one. */
export function requireFrontToken(): string {
  const token = frontToken();
  if (!token) throw new Error(`${FRONT_TOKEN_VARIABLE} is not set: the front runs only inside scripts/server.mjs, which sets it.`);
  return token;
}

/** The client-address header as the front writes it: the token, one space, the address. */
export const stampedAddress = (address: string, token = requireFrontToken()): string => `${token} ${address}`;

/** The address in a header the front wrote; null for anything else (no front, or a client's own copy). */
export function addressStampedByFront(value: string | null): string | null {
  const space = value?.indexOf(" ") ?? -1;
  if (space < 0 || !isFrontToken(value!.slice(0, space))) return null;
  return value!.slice(space + 1) || null;
}

/** Set by the front (server/gate-admission.ts), to its token (above), on a request that holds a slot; any copy a client sends is removed first. */
export const ADMITTED_HEADER = "x-anaesprep-admitted";

/** Whether the front admitted this request through the gate already. */
export const admittedByFront = (headers: Headers): boolean => isFrontToken(headers.get(ADMITTED_HEADER));
