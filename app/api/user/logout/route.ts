import { handle } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { loginHref } from "@/lib/auth/next-path";
import { endRequestSession } from "@/lib/auth/sessions";
import { clearedSessionCookie } from "@/lib/auth/token";
import { NextResponse } from "next/server";

/**
 * Ends this device's session on the server (a copy of the cookie is dead from now on) and clears
 * the cookie. `?next=login` answers with a redirect to /login instead: page guards use it for dead
 * sessions, with `return=<path>` for the page to come back to after signing in (kept only when it is
 * a safe same-site path; docs/rules.md, "Route guards"). The Location is relative, never built from
 * the request's host.
 */
export const GET = handle(async (request) => {
  await endRequestSession(request);
  const cleared = clearedSessionCookie();
  const query = new URL(request.url).searchParams;
  if (query.get("next") === "login") {
    const response = new NextResponse(null, { status: 303, headers: { location: loginHref(query.get("return")) } });
    response.cookies.set(cleared.name, cleared.value, cleared.options);
    return response;
  }
  return respond({ success: true, message: "Logged out" }, { cookies: [cleared] });
});
