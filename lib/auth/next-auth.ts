import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { clientIp } from "@/lib/api/handler";
import { loginSchema } from "@/lib/users/schemas";
import { authConfig } from "./config";
import { authenticate } from "./credentials";

/** next-auth with the same Credentials check as POST /api/users/login (throttling included). */
export const { handlers } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        try {
          return await authenticate(parsed.data.email, parsed.data.password, clientIp(request));
        } catch {
          return null;
        }
      },
    }),
  ],
});
