import { handle } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { sessionOfRequest } from "@/lib/auth/guards";
import { clearedSessionCookie } from "@/lib/auth/token";

/**
 * Who this browser is signed in as, from its session cookie: the user's display data, or null
 * (never a 401: asking is not a failure). A cookie that names no live session is cleared.
 */
export const GET = handle(async (request) => {
  const { user, staleCookie } = await sessionOfRequest(request);
  const data = user ? { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin } : null;
  return respond({ success: true, data }, { cookies: staleCookie ? [clearedSessionCookie()] : [] });
});
