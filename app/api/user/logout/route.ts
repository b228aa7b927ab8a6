import { handle } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { clearedSessionCookie } from "@/lib/auth/token";

/** Stateless JWT sessions: logging out clears the cookie (a reset or disable ends the others). */
export const GET = handle(async () => respond({ success: true, message: "Logged out" }, { cookies: [clearedSessionCookie()] }));
