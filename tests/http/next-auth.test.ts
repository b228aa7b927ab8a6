import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { handlers } from "@/lib/auth/next-auth";
import { createUser, setUpTestDatabase } from "../support/db";

setUpTestDatabase();

const session = (cookie?: string) =>
  handlers.GET(new NextRequest("http://localhost:3000/api/auth/session", { headers: cookie ? { cookie } : {} }));

describe("next-auth reads the session cookie issued by POST /api/users/login", () => {
  it("exposes id and role to middleware, and nothing for a visitor", async () => {
    const admin = await createUser({ isAdmin: true });
    const signedIn = await (await session(admin.cookie)).json();
    expect(signedIn.user).toMatchObject({ id: admin.id, email: admin.email, isAdmin: true });
    expect(JSON.stringify(signedIn)).not.toMatch(/password|hash/i);
    expect(await (await session()).json()).toBeNull();
  });
});
