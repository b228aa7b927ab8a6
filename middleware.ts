import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/route-guards";
import { decodeSessionToken, readCookie, SESSION_COOKIE } from "@/lib/auth/token";

/** Redirects only (docs/rules.md, "Route guards"); every handler and page still authorizes itself. */
export default async function middleware(request: NextRequest): Promise<NextResponse> {
  // Pages have one address: "/about/" goes to "/about" (the API answers both; next.config.ts).
  // The raw URL, since nextUrl writes a trailing slash back when the request had one.
  const address = new URL(request.url);
  if (address.pathname.length > 1 && address.pathname.endsWith("/")) {
    address.pathname = address.pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(address, 308);
  }
  // Only reads the cookie, never writes one back (docs/rules.md, "Route guards"); whether its
  // session is still live is checked by every page and handler, not here.
  const claims = await decodeSessionToken(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  const target = guardRedirect(request.nextUrl.pathname, claims);
  return target ? NextResponse.redirect(new URL(target, request.nextUrl)) : NextResponse.next();
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-zA-Z0-9]+$).*)"],
};
