import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** What e2e/support/smtp-capture.mjs writes for each delivered message. */
export type CapturedMail = { to: string[]; subject: string; text: string; date: string };

export const MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? "./test-results/mail");

async function mailsTo(address: string): Promise<CapturedMail[]> {
  const files = (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith(".json")).sort();
  const mails = await Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(MAIL_DIR, name), "utf8")) as CapturedMail));
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/**
 * Waits for the newest message delivered to `to` through the capture server. Pass `after` (the
 * count before the action) to wait for a message newer than the ones already there.
 */
export async function readLatestMail(to: string, { after = 0, timeout = 15_000 } = {}): Promise<CapturedMail> {
  let latest: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(to);
        latest = mails.length > after ? mails.at(-1) : undefined;
        return mails.length;
      },
      { timeout, message: `an email to ${to} in ${MAIL_DIR}` },
    )
    .toBeGreaterThan(after);
  return latest!;
}

/** How many messages `to` has received so far (for readLatestMail's `after`). */
export async function countMails(to: string): Promise<number> {
  return (await mailsTo(to)).length;
}

/** The 6-digit code in a password-reset email. */
export function otpFrom(mail: CapturedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in "${mail.subject}": ${mail.text}`);
  return code;
}
