import { clientIp, handle, readJson } from "@/lib/api/handler";
import { respond } from "@/lib/api/respond";
import { issueSessionCookie } from "@/lib/auth/credentials";
import { registerLearner } from "@/lib/users/accounts";
import { registerSchema } from "@/lib/users/schemas";

/** A new account is signed in at once, with sign-in's session and cookie (docs/rules.md, "Accounts and sessions"). */
export const POST = handle(async (request) => {
  const input = await readJson(request, registerSchema);
  const user = await registerLearner(input, clientIp(request));
  return respond({ success: true, message: "Registered successfully" }, { status: 201, cookies: [await issueSessionCookie(user)] });
});
