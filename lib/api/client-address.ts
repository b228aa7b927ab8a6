/**
 * The client's address, as nobody but the operator can choose it (docs/operations.md, "The client's address"). Route
 * handlers cannot see the socket, so the production front (scripts/server.mjs) computes it here
 * and hands it on in CLIENT_ADDRESS_HEADER, stamped with its token (lib/api/front-proof.ts) and
 * overwriting whatever a client sent under that name.
 * Pure: no Node or Next APIs, so the front's bundle and the unit tests run the same code.
 */

/** The header the front always sets (and the only one `clientIp` reads, when it bears the front's token). */
export const CLIENT_ADDRESS_HEADER = "x-anaesprep-client-address";

/**
 * With `trustedHops` 0 the socket's address. With n, the n-th address from the right of
 * X-Forwarded-For: each trusted proxy appends the address it was connected from, so everything
 * left of the n-th is whatever the client wrote. Fewer entries than hops (a proxy was bypassed,
 * or left the header alone): the leftmost one, which a trusted proxy still wrote. An entry that is
 * not an address (a proxy's misconfiguration) never lets the client pick: the socket's is used.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number): string {
  const socket = normalize(socketAddress ?? "") ?? "unknown";
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (hops.length === 0) return socket;
  const chosen = hops[Math.max(hops.length - trustedHops, 0)]!;
  return normalize(chosen) ?? socket;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV6 = /^[0-9a-f:]+(?:%[\w.-]+)?$/i;

/** An IPv4 or IPv6 address without port, brackets or the IPv4-mapped prefix; null when it is none. */
function normalize(entry: string): string | null {
  let address = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address); // [v6]:port
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":")); // v4:port
  address = address.toLowerCase();
  if (address.startsWith("::ffff:") && IPV4.test(address.slice(7))) address = address.slice(7);
  const v4 = IPV4.exec(address);
  if (v4) return v4.slice(1).every((part) => Number(part) <= 255) ? address : null;
  return address.includes(":") && address.length <= 64 && IPV6.test(address) ? address : null;
}
