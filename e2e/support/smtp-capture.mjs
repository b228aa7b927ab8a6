#!/usr/bin/env node
// A real SMTP server for the browser tests: every delivered message is written as JSON
// ({ to, subject, text, date }) to E2E_MAIL_DIR, where e2e/support/mail.ts reads it.
//   E2E_SMTP_PORT (default 2526), E2E_MAIL_DIR (default ./test-results/mail)
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.E2E_SMTP_PORT ?? 2526);
const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? "./test-results/mail");
mkdirSync(mailDir, { recursive: true });

const addresses = (value) => (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) => entry.value.map((a) => a.address));

const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = addresses(mail.to);
        const recipients = to.length > 0 ? to : session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const date = (mail.date ?? new Date()).toISOString();
        const message = { to: recipients.map((a) => a.toLowerCase()), subject: mail.subject ?? "", text: mail.text ?? "", date };
        // Sortable names: the newest message is the last one in the directory listing.
        const file = path.join(mailDir, `${Date.now()}-${randomUUID().slice(0, 8)}.json`);
        mkdirSync(mailDir, { recursive: true }); // again: a test run may have emptied test-results/
        writeFileSync(file, JSON.stringify(message, null, 2));
        callback();
      })
      .catch((error) => callback(error));
  },
});

server.on("error", (error) => console.error("[smtp-capture]", error.message));
server.listen(port, "127.0.0.1", () => console.info(`[smtp-capture] listening on 127.0.0.1:${port}, writing to ${mailDir}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
