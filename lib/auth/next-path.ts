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
/**
 * The site a next path is resolved against. Any origin would do: a value starting with one "/" keeps
 * the origin it is resolved against unless the parser reads it as "//host", which is what is refused.
 */
const SITE = "http://next-path.invalid";

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
 * Path, query and fragment of `text` as the URL parser resolves it on this site ("." and ".."
 * segments, "%2e" ones included, applied), which is the address a browser follows; null when it
 * leaves the site or names no page of it.
 */
function resolvedPage(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, SITE);
  } catch {
    return null;
  }
  // "/.//evil.example" resolves to the path "//evil.example": written back as a Location, that is another host.
  if (url.origin !== SITE || escapesTheSite(url.pathname)) return null;
  const within = (prefix: string) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`);
  return NOT_PAGES.some(within) ? null : `${url.pathname}${url.search}${url.hash}`;
}

/** Each decoding of `text` is harmless as it stands and once resolved. */
function staysOnSite(text: string): boolean {
  const forms = decodings(text);
  return forms !== null && forms.every((form) => !escapesTheSite(form) && resolvedPage(form) !== null);
}

/**
 * The page of this site `value` names, as the URL parser resolves it ("/practice/…?x=1"), else null:
 * one leading "/" (not "//" nor "/\", also once resolved and after decoding), no scheme, no control
 * characters, spaces or backslashes, not an endpoint, at most NEXT_PATH_MAX_LENGTH characters. Only
 * the resolved form is handed on, so what was checked is what gets followed.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > NEXT_PATH_MAX_LENGTH) return null;
  if (!value.startsWith("/") || !PRINTABLE.test(value)) return null;
  const page = resolvedPage(value);
  if (page === null || page.length > NEXT_PATH_MAX_LENGTH) return null;
  return staysOnSite(value) && staysOnSite(page) ? page : null;
}

/** The page path of a safe next path (dot segments resolved, as the browser will ask for it). */
export const pathnameOf = (next: string) => new URL(next, SITE).pathname;

/** `href` carrying `next` when it is safe ("/register?next=%2Fgrand-tests"); `href` alone otherwise. */
export function withNext(href: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${href}?next=${encodeURIComponent(safe)}` : href;
}

/** The sign-in page, coming back to `next` afterwards when it is safe. */
export const loginHref = (next?: string | null) => withNext("/login", next);
