import { NextResponse, type NextRequest } from "next/server";
import { REQUESTED_PATH_HEADER } from "@/lib/auth/next-path";
import { guardRedirect } from "@/lib/auth/route-guards";
import { decodeSessionToken, readCookie, SESSION_COOKIE } from "@/lib/auth/token";

/** Redirects only (docs/rules.md, "Route guards"); every handler and page still authorizes itself. */
export default async function middleware(request: NextRequest): Promise<NextResponse> {
  // Pages have one address: "/about/" goes to "/about" (the API answers both; next.config.ts).
  // The raw URL, since nextUrl writes a trailing slash back when the request had one.
  const address = new URL(request.url);
  if (address.pathname.length > 1 && address.pathname.endsWith("/")) {
    // One leading slash too: "//evil.example/" would go to "//evil.example", which Next.js writes back
    // as a relative Location, and a browser reads as another host.
    address.pathname = address.pathname.replace(/\/+$/, "").replace(/^\/+/, "/") || "/";
    return NextResponse.redirect(address, 308);
  }
  const { pathname, search } = requestedPage(request);
  // Only reads the cookie, never writes one back (docs/rules.md, "Route guards"); whether its
  // session is still live is checked by every page and handler, not here.
  const claims = await decodeSessionToken(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  const target = guardRedirect(pathname, claims, search);
  if (target) return NextResponse.redirect(new URL(target, request.nextUrl));
  // The page's own guard sends a visitor to sign in and back here: it is told where "here" is.
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

/** The page's path and query as the person asked for it (without the router's own `_rsc` marker). */
function requestedPage(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.searchParams.delete("_rsc");
  return { pathname: url.pathname, search: url.search };
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-zA-Z0-9]+$).*)"],
};
