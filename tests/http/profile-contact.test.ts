import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as changePassword } from "@/app/api/users/change-password/route";
import { POST as login } from "@/app/api/users/login/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { POST as update } from "@/app/api/users/update/route";
import { getDb } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { SESSION_COOKIE } from "@/lib/auth/token";
import { createUser, uniqueEmail, setUpTestDatabase } from "../support/db";
import { call, parseSetCookie, randomClientIp } from "../support/http";

setUpTestDatabase();

describe("POST /api/users/update", () => {
  it("saves name, phone and address for the caller only", async () => {
    const user = await createUser();
    const other = await createUser();
    const { status, body } = await call(update, {
      cookie: user.cookie,
      json: { name: "Dr Hina Raza", phone: "+92 300 1234567", address: "Lahore" },
    });
    expect(status).toBe(200);
    expect(body.message).toBe("Updated Successfully");
    expect((await call(profile, { cookie: user.cookie })).body.data).toMatchObject({
      name: "Dr Hina Raza",
      phone: "+92 300 1234567",
      address: "Lahore",
    });
    expect((await call(profile, { cookie: other.cookie })).body.data).toMatchObject({ name: other.name });
  });

  it("cannot change email or role, refuses bad input and visitors", async () => {
    const user = await createUser();
    await call(update, { cookie: user.cookie, json: { name: "Still Learner", phone: "03001112223", isAdmin: true, email: "x@y.z" } });
    expect((await call(profile, { cookie: user.cookie })).body.data).toMatchObject({ isAdmin: false, email: user.email });
    expect((await call(update, { cookie: user.cookie, json: { name: "", phone: "03001112223" } })).body).toMatchObject({ field: "name" });
    expect((await call(update, { json: { name: "A", phone: "03001112223" } })).status).toBe(401);
  });
});

describe("POST /api/users/change-password", () => {
  it("needs the current password, ends other sessions and keeps this one", async () => {
    const user = await createUser();
    const wrong = await call(changePassword, {
      cookie: user.cookie,
      json: { currentPassword: "not-it-at-all", newPassword: "new-password-9" },
    });
    expect(wrong).toMatchObject({ status: 400, body: { field: "currentPassword" } });

    const { status, response } = await call(changePassword, {
      cookie: user.cookie,
      json: { currentPassword: user.password, newPassword: "new-password-9" },
    });
    expect(status).toBe(200);
    const fresh = parseSetCookie(response)!;
    expect(fresh.name).toBe(SESSION_COOKIE);
    expect((await call(profile, { cookie: `${fresh.name}=${fresh.value}` })).status).toBe(200);
    expect((await call(profile, { cookie: user.cookie })).status).toBe(401);
    expect((await call(login, { json: { email: user.email, password: "new-password-9" } })).status).toBe(200);
  });
});

describe("POST /api/contact", () => {
  it("stores the message and rate-limits per address", async () => {
    const email = uniqueEmail("visitor");
    const headers = randomClientIp();
    const first = await call(contact, { headers, json: { name: "Bilal", email, message: "Do you cover FCPS part 1?" } });
    expect(first.status).toBe(201);
    const [stored] = await getDb().select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({ name: "Bilal", message: "Do you cover FCPS part 1?", handledAt: null });
    for (let i = 0; i < 4; i++) await call(contact, { headers, json: { name: "Bilal", email, message: `again ${i}` } });
    const limited = await call(contact, { headers, json: { name: "Bilal", email, message: "one more" } });
    expect(limited.status).toBe(429);
  });

  it.each([{ name: "" }, { email: "x" }, { message: " " }, { message: "x".repeat(5001) }])(
    "refuses %j and stores nothing",
    async (override) => {
      const email = uniqueEmail("bad");
      const { status } = await call(contact, { headers: randomClientIp(), json: { name: "N", email, message: "hi", ...override } });
      expect(status).toBe(400);
      expect(await getDb().select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(0);
    },
  );
});
