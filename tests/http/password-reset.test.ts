import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/users/login/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { POST as forgot } from "@/app/api/users/forgot/route";
import { POST as resetPassword } from "@/app/api/users/reset-password/route";
import { POST as verifyOtp } from "@/app/api/users/verify-otp/route";
import { getDb } from "@/db/client";
import { passwordResetCodes } from "@/db/schema";
import { createUser, uniqueEmail, setUpTestDatabase, type TestUser } from "../support/db";
import { call, randomClientIp } from "../support/http";
import { latestOutboxMail, otpFrom } from "../support/mail";

setUpTestDatabase();
// SMTP delivery itself is covered in tests/unit/mail.test.ts and e2e/forgot-password.spec.ts.
beforeAll(() => {
  delete process.env.SMTP_URL;
});

const freshIp = randomClientIp;

async function requestCode(user: TestUser): Promise<string> {
  const { status, body } = await call(forgot, { json: { email: user.email }, headers: freshIp() });
  expect(status).toBe(200);
  expect(body.message).toBe("OTP sent successfully");
  const code = otpFrom(latestOutboxMail(user.email));
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("forgot password by emailed OTP", () => {
  it("verifies the code, resets the password, ends old sessions and uses the code up", async () => {
    const user = await createUser();
    const code = await requestCode(user);
    const verified = await call(verifyOtp, { json: { email: user.email, otp: code } });
    expect(verified).toMatchObject({ status: 200, body: { success: true, message: "OTP is verified" } });

    const reset = await call(resetPassword, { json: { email: user.email, otp: code, password: "a-new-password-1" } });
    expect(reset).toMatchObject({ status: 200, body: { success: true, message: "Password changed" } });
    expect((await call(profile, { cookie: user.cookie })).status).toBe(401);
    expect((await call(login, { json: { email: user.email, password: "a-new-password-1" } })).status).toBe(200);

    const again = await call(resetPassword, { json: { email: user.email, otp: code, password: "yet-another-password" } });
    expect(again.status).toBe(400);
    expect(String(again.body.message)).toMatch(/^OTP is not verified/);
  });

  it("answers an unknown email exactly like a known one, and sends nothing", async () => {
    const ghost = uniqueEmail("ghost");
    const known = await createUser();
    const unknownAnswer = await call(forgot, { json: { email: ghost }, headers: freshIp() });
    const knownAnswer = await call(forgot, { json: { email: known.email }, headers: freshIp() });
    expect(unknownAnswer.status).toBe(knownAnswer.status);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
    expect(latestOutboxMail(ghost)).toBeUndefined();
    const verifyGhost = await call(verifyOtp, { json: { email: ghost, otp: "123456" } });
    const verifyKnownWrong = await call(verifyOtp, {
      json: { email: known.email, otp: wrongCode(otpFrom(latestOutboxMail(known.email))!) },
    });
    expect(verifyGhost.body).toEqual(verifyKnownWrong.body);
  });

  it("refuses a wrong code, and the right one after five wrong tries", async () => {
    const user = await createUser();
    const code = await requestCode(user);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await call(verifyOtp, { json: { email: user.email, otp: wrongCode(code) } });
      expect(wrong.status).toBe(400);
    }
    const sixth = await call(verifyOtp, { json: { email: user.email, otp: code } });
    expect(sixth.status).toBe(400);
    expect(String(sixth.body.message)).toMatch(/^OTP is not verified/);
  });

  it("refuses an expired code", async () => {
    const user = await createUser();
    const code = await requestCode(user);
    await getDb()
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, user.id));
    expect((await call(verifyOtp, { json: { email: user.email, otp: code } })).status).toBe(400);
    expect((await call(resetPassword, { json: { email: user.email, otp: code, password: "a-new-password-1" } })).status).toBe(400);
  });

  it("keeps only the newest code alive", async () => {
    const user = await createUser();
    const first = await requestCode(user);
    const second = await requestCode(user);
    if (first !== second) expect((await call(verifyOtp, { json: { email: user.email, otp: first } })).status).toBe(400);
    expect((await call(verifyOtp, { json: { email: user.email, otp: second } })).status).toBe(200);
  });

  it("rate-limits sends per email and per address", async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(forgot, { json: { email: user.email }, headers: freshIp() })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const ip = freshIp();
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 11; i++) fromOneAddress.push((await call(forgot, { json: { email: uniqueEmail("spray") }, headers: ip })).status);
    expect(fromOneAddress.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneAddress[10]).toBe(429);
  });

  it("validates its input", async () => {
    expect((await call(forgot, { json: { email: "nope" } })).body).toMatchObject({ success: false, field: "email" });
    expect((await call(verifyOtp, { json: { email: uniqueEmail(), otp: "12ab56" } })).body).toMatchObject({ field: "otp" });
    const shortPassword = await call(resetPassword, { json: { email: uniqueEmail(), otp: "123456", password: "short" } });
    expect(shortPassword.body).toMatchObject({ field: "password" });
  });
});
