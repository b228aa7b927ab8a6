#!/usr/bin/env node
// A real SMTP server (smtp-server + mailparser) for the tests. Imported, `listenForMail` hands each
// delivered message to a callback (e2e/system/mail-capture.ts keeps them in memory). Run as a
// script (the Playwright webServer), it writes every message as JSON ({ to, subject, text, date })
// to E2E_MAIL_DIR, where e2e/support/mail.ts reads it.
//   E2E_SMTP_PORT (default 2526), E2E_MAIL_DIR (default ./test-results/mail)
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const addresses = (value) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
    entry.value.flatMap((address) => (address.address ? [address.address.toLowerCase()] : [])),
  );

/**
 * Listens on 127.0.0.1:`port`; resolves with the server once it accepts connections. A recipient
 * for which `holdsFor(address)` is true is never answered: the sender waits until its own timeout;
 * `server.held()` counts the senders waiting so.
 */
export async function listenForMail({ port, onMail, holdsFor = () => false }) {
  const held = new Set();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // close() ends held and idle connections after this, rather than waiting 30 s for them.
    closeTimeout: 1_000,
    onRcptTo(address, session, callback) {
      if (holdsFor(address.address.toLowerCase())) held.add(session.id);
      else callback();
    },
    onClose(session) {
      held.delete(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = addresses(parsed.to);
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          onMail({
            to: to.length > 0 ? to : envelope,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            date: (parsed.date ?? new Date()).toISOString(),
          });
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  server.on("error", (error) => console.error("[smtp-capture]", error.message));
  server.held = () => held.size;
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.E2E_SMTP_PORT ?? 2526);
  const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? "./test-results/mail");
  mkdirSync(mailDir, { recursive: true });
  const server = await listenForMail({
    port,
    onMail(message) {
      // Sortable names: the newest message is the last one in the directory listing.
      mkdirSync(mailDir, { recursive: true }); // again: a test run may have emptied test-results/
      writeFileSync(path.join(mailDir, `${Date.now()}-${randomUUID().slice(0, 8)}.json`), JSON.stringify(message, null, 2));
    },
  });
  console.info(`[smtp-capture] listening on 127.0.0.1:${port}, writing to ${mailDir}`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
}
