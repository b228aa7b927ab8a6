import NextAuth from "next-auth";
import { NextResponse } from "next/server";
import { authConfig } from "@/lib/auth/config";
import { guardRedirect } from "@/lib/auth/route-guards";

const { auth } = NextAuth(authConfig);

/** Redirects only (docs/rules.md, "Route guards"); every handler and page still authorizes itself. */
export default auth((request) => {
  // Pages have one address: "/about/" goes to "/about" (the API answers both; next.config.ts).
  // The raw URL, since nextUrl writes a trailing slash back when the request had one.
  const address = new URL(request.url);
  if (address.pathname.length > 1 && address.pathname.endsWith("/")) {
    address.pathname = address.pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(address, 308);
  }
  const target = guardRedirect(request.nextUrl.pathname, request.auth?.user ?? null);
  return target ? NextResponse.redirect(new URL(target, request.nextUrl)) : NextResponse.next();
});

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-zA-Z0-9]+$).*)"],
};
