import { withUser } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { endAllSessions } from "@/lib/auth/sessions";
import { clearedSessionCookie } from "@/lib/auth/token";

/** Sign out everywhere: every session of the user ends, this one included. */
export const POST = withUser(async (_request, user) => {
  await endAllSessions(user.id);
  return respond({ success: true, message: "Signed out on every device" }, { cookies: [clearedSessionCookie()] });
});
