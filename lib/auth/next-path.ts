/**
 * Where a sign-in goes back to (docs/rules.md, "Route guards"): the `next` of /login, /register and
 * /forgot. Only a page of this site may be named, so a crafted link can never send a person who
 * signs in somewhere else (an open redirect). Pure: the middleware, the page guards and the
 * browser all call it.
 */

/** Longer than any address the app makes (the quiz screen's is about 110 characters). */
export const NEXT_PATH_MAX_LENGTH = 1024;

/** The request header the middleware hands a page with the path it was asked for (its guard sends a visitor back there). */
export const REQUESTED_PATH_HEADER = "x-anaesprep-requested-path";

/** Printable ASCII without spaces: what a browser's own percent-encoded address is made of. */
const PRINTABLE = /^[\x21-\x7e]+$/;
/** Not pages: following one after a sign-in would call an endpoint (e.g. sign out again). */
const NOT_PAGES = ["/api", "/_next"];
const BASE = "http://next-path.invalid";

/** A protocol-relative start ("//host", "/\host") once a browser has read it; or a control character. */
const escapesTheSite = (text: string) => /^\/[/\\]/.test(text) || /[\u0000-\u001f\u007f-\u009f\\]/.test(text);

/** The text and what it decodes to, once and twice: a redirect target may be decoded again on its way. */
function decodings(text: string): string[] | null {
  const forms = [text];
  for (let round = 0; round < 2; round++) {
    try {
      const decoded = decodeURIComponent(forms.at(-1)!);
      if (decoded === forms.at(-1)) break;
      forms.push(decoded);
    } catch {
      return null; // a broken escape is nobody's address
    }
  }
  return forms;
}

/**
 * `value` when it names a page of this site ("/practice/…?x=1"), else null: one leading "/" (not
 * "//" nor "/\", also after decoding), no scheme, no control characters, spaces or backslashes, not
 * an endpoint, at most NEXT_PATH_MAX_LENGTH characters.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > NEXT_PATH_MAX_LENGTH) return null;
  if (!value.startsWith("/") || !PRINTABLE.test(value)) return null;
  const forms = decodings(value);
  if (!forms || forms.some(escapesTheSite)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE) return null;
  const within = (prefix: string) => resolved.pathname === prefix || resolved.pathname.startsWith(`${prefix}/`);
  return NOT_PAGES.some(within) ? null : value;
}

/** The page path of a safe next path (dot segments resolved, as the browser will ask for it). */
export const pathnameOf = (next: string) => new URL(next, BASE).pathname;

/** `href` carrying `next` when it is safe ("/register?next=%2Fgrand-tests"); `href` alone otherwise. */
export function withNext(href: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${href}?next=${encodeURIComponent(safe)}` : href;
}

/** The sign-in page, coming back to `next` afterwards when it is safe. */
export const loginHref = (next?: string | null) => withNext("/login", next);
