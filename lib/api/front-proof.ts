/**
 * What only this process's production front can write (scripts/server.mjs, lib/api/front.ts).
 * Next's route handlers cannot see the socket, nor tell a header the front set from one a client
 * sent under the same name: so every header the front hands on as a fact carries a random value
 * of this process, which no client can know. Without the front (`next start`, `next dev`, a
 * platform that runs Next itself) no request carries it, and whatever a client sent under those
 * names counts for nothing (docs/operations.md, "The client's address").
 */
import { randomUUID, timingSafeEqual } from "node:crypto";

type GlobalWithToken = typeof globalThis & { __anaesprepFrontToken?: string };

/** A random value per process, shared by the front's bundle and Next's (one globalThis). */
export function frontToken(): string {
  const store = globalThis as GlobalWithToken;
  store.__anaesprepFrontToken ??= randomUUID();
  return store.__anaesprepFrontToken;
}

/** Whether `value` is this process's token; compared in constant time, since clients choose what is compared. */
export function isFrontToken(value: string | null | undefined): boolean {
  if (!value) return false;
  const given = Buffer.from(value);
  const expected = Buffer.from(frontToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The client-address header as the front writes it: the token, one space, the address. */
export const stampedAddress = (address: string): string => `${frontToken()} ${address}`;

/** The address in a header the front wrote; null for anything else (no front, or a client's own copy). */
export function addressStampedByFront(value: string | null): string | null {
  const space = value?.indexOf(" ") ?? -1;
  if (space < 0 || !isFrontToken(value!.slice(0, space))) return null;
  return value!.slice(space + 1) || null;
}
