import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/users/change-password/route";
import { POST as forgot } from "@/app/api/users/forgot/route";
import { POST as login } from "@/app/api/users/login/route";
import { POST as register } from "@/app/api/users/register/route";
import { POST as verifyOtp } from "@/app/api/users/verify-otp/route";
import { POST as contact } from "@/app/api/contact/route";
import { getDb } from "@/db/client";
import { passwordResetCodes } from "@/db/schema";
import { LOGIN_TRIES_PER_EMAIL } from "@/lib/auth/credentials";
import { CONTACT_PER_EMAIL } from "@/lib/contact/messages";
import { REGISTRATIONS_PER_EMAIL } from "@/lib/users/accounts";
import { CHECKS_PER_EMAIL, OTP_MAX_TRIES } from "@/lib/users/password-reset";
import { PASSWORD_CHANGES_PER_USER } from "@/lib/users/profile";
import { createUser, setUpTestDatabase, uniqueEmail } from "../support/db";
import { call, randomClientIp, type CallResult } from "../support/http";

setUpTestDatabase();

const PARALLEL = 40;
const tally = (results: CallResult[]) =>
  results.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
/** Each from its own address, so that only the per-account limit can hold them. */
const inParallel = (send: () => Promise<CallResult>) => Promise.all(Array.from({ length: PARALLEL }, send));

describe("throttles count a try before checking it, so concurrent guesses all count", () => {
  it(`${PARALLEL} parallel wrong-password logins for one account: only ${LOGIN_TRIES_PER_EMAIL.limit} reach bcrypt`, async () => {
    const user = await createUser();
    const results = await inParallel(() =>
      call(login, { json: { email: user.email, password: "wrong-guess" }, headers: randomClientIp() }),
    );
    expect(tally(results)).toEqual({ 401: LOGIN_TRIES_PER_EMAIL.limit, 429: PARALLEL - LOGIN_TRIES_PER_EMAIL.limit });
    const right = await call(login, { json: { email: user.email, password: user.password }, headers: randomClientIp() });
    expect(right.status).toBe(429);
  }, 60_000);

  it("a successful sign-in takes its try back", async () => {
    const user = await createUser();
    for (let i = 0; i < LOGIN_TRIES_PER_EMAIL.limit + 2; i++) {
      expect((await call(login, { json: { email: user.email, password: user.password }, headers: randomClientIp() })).status).toBe(200);
    }
  }, 60_000);

  it(`${PARALLEL} parallel wrong current passwords on change-password: only ${PASSWORD_CHANGES_PER_USER.limit} are checked`, async () => {
    const user = await createUser();
    const guess = { currentPassword: "wrong-guess", newPassword: "a-new-password-1" };
    const results = await inParallel(() => call(changePassword, { json: guess, cookie: user.cookie, headers: randomClientIp() }));
    expect(tally(results)).toEqual({ 400: PASSWORD_CHANGES_PER_USER.limit, 429: PARALLEL - PASSWORD_CHANGES_PER_USER.limit });
    const right = await call(changePassword, { json: { ...guess, currentPassword: user.password }, cookie: user.cookie });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Too many password change attempts/);
  }, 60_000);

  it(`${PARALLEL} parallel OTP guesses: ${CHECKS_PER_EMAIL.limit} checked per email, ${OTP_MAX_TRIES} compared against the code`, async () => {
    const user = await createUser();
    expect((await call(forgot, { json: { email: user.email } })).status).toBe(200);
    const results = await inParallel(() => call(verifyOtp, { json: { email: user.email, otp: "999999" }, headers: randomClientIp() }));
    expect(tally(results)).toEqual({ 400: CHECKS_PER_EMAIL.limit, 429: PARALLEL - CHECKS_PER_EMAIL.limit });
    const [code] = await getDb()
      .select({ failedTries: passwordResetCodes.failedTries })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user.id));
    expect(code?.failedTries).toBe(OTP_MAX_TRIES);
  }, 60_000);

  it(`${PARALLEL} parallel registrations of one email: only ${REGISTRATIONS_PER_EMAIL.limit} reach the password hash`, async () => {
    const learner = { email: uniqueEmail("burst"), password: "a-good-password", name: "Sana Malik", phone: "03211234567" };
    const results = await inParallel(() => call(register, { json: learner, headers: randomClientIp() }));
    expect(tally(results)).toEqual({ 201: 1, 409: REGISTRATIONS_PER_EMAIL.limit - 1, 429: PARALLEL - REGISTRATIONS_PER_EMAIL.limit });
  }, 60_000);

  it(`contact messages are limited per email as well as per address`, async () => {
    const message = { name: "Visitor", email: uniqueEmail("contact"), message: "Hello" };
    const results = await inParallel(() => call(contact, { json: message, headers: randomClientIp() }));
    expect(tally(results)).toEqual({ 201: CONTACT_PER_EMAIL.limit, 429: PARALLEL - CONTACT_PER_EMAIL.limit });
  }, 60_000);
});
