import { clientIp, handle, readJson } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { authenticate, sessionClaimsFor } from "@/lib/auth/credentials";
import { encodeSessionToken, sessionCookie } from "@/lib/auth/token";
import { loginSchema } from "@/lib/users/schemas";

export const POST = handle(async (request) => {
  const { email, password } = await readJson(request, loginSchema);
  const user = await authenticate(email, password, clientIp(request));
  const token = await encodeSessionToken(sessionClaimsFor(user));
  return respond(
    {
      success: true,
      message: "Login Successfully",
      user: { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin },
    },
    { cookies: [sessionCookie(token)] },
  );
});
