import { clientIp, handle, readJson } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { authenticate, issueSessionCookie } from "@/lib/auth/credentials";
import { loginSchema } from "@/lib/users/schemas";

export const POST = handle(async (request) => {
  const { email, password } = await readJson(request, loginSchema);
  const user = await authenticate(email, password, clientIp(request));
  return respond(
    {
      success: true,
      message: "Login Successfully",
      user: { id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin },
    },
    { cookies: [await issueSessionCookie(user)] },
  );
});
