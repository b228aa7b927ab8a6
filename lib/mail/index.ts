import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";
import { onOneLine } from "@/lib/single-line";
import { dataDirOnDisk } from "@/lib/storage";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type MailerConfig = {
  /** e.g. smtp://user:pass@smtp.example.com:587; unset → log + outbox folder. */
  smtpUrl?: string;
  from: string;
  outboxDir: string;
};

export type Mailer = { sendMail(message: MailMessage): Promise<void> };

function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.txt`;
}

/** Without SMTP, a local user reads the mail (e.g. a sign-up code) in the server log or the outbox folder. */
async function writeToOutbox(config: MailerConfig, message: MailMessage): Promise<void> {
  const now = new Date();
  const file = path.join(config.outboxDir, outboxFileName(now));
  const content = [
    `From: ${config.from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Date: ${now.toUTCString()}`,
    "",
    message.text,
    "",
  ].join("\n");
  await mkdir(config.outboxDir, { recursive: true });
  await writeFile(file, content, "utf8");
  console.info(`[mail] to=${message.to} subject=${JSON.stringify(message.subject)} (no SMTP_URL; saved to ${file})\n${message.text}`);
}

export function createMailer(config: MailerConfig): Mailer {
  let transport: Transporter | undefined;

  return {
    async sendMail(unsafe) {
      // Headers on one line whatever the caller passed (a subject built from a quiz name), so no
      // caller can write a header of its own (docs/rules.md, "Text the database cannot hold").
      const message = { ...unsafe, to: onOneLine(unsafe.to), subject: onOneLine(unsafe.subject) };
      if (!config.smtpUrl) return writeToOutbox(config, message);
      transport ??= nodemailer.createTransport(config.smtpUrl);
      await transport.sendMail({ from: config.from, ...message });
    },
  };
}

let mailer: Mailer | undefined;

/** SMTP when SMTP_URL is set; otherwise the server log and `${DATA_DIR}/outbox/`. */
export function sendMail(message: MailMessage): Promise<void> {
  if (!mailer) {
    const env = getEnv();
    mailer = createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: path.join(dataDirOnDisk(env.DATA_DIR), "outbox"),
    });
  }
  return mailer.sendMail(message);
}
