import { handle } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { clearedSessionCookie } from "@/lib/auth/token";
import { NextResponse } from "next/server";

/**
 * Stateless JWT sessions: logging out clears the cookie (a reset or disable ends the others).
 * `?next=login` answers with a redirect to /login instead: page guards use it for dead sessions.
 */
export const GET = handle(async (request) => {
  const cleared = clearedSessionCookie();
  if (new URL(request.url).searchParams.get("next") === "login") {
    const response = NextResponse.redirect(new URL("/login", request.url), 303);
    response.cookies.set(cleared.name, cleared.value, cleared.options);
    return response;
  }
  return respond({ success: true, message: "Logged out" }, { cookies: [cleared] });
});
