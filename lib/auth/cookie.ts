/**
 * Reads one cookie from a raw Cookie header. A value that does not percent-decode is returned as
 * sent: it then fails to decode as a token, so it is "no session" (and gets cleared), not a 500.
 */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return percentDecoded(part.slice(separator + 1).trim());
  }
  return undefined;
}

function percentDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
