/** An in-test SMTP server (smtp-server + mailparser) that keeps every delivered message in memory. */
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import { sleep } from "../support/servers";

export type Mail = { to: string[]; subject: string; text: string };

export type MailCapture = {
  port: number;
  smtpUrl: string;
  mails: Mail[];
  /** Waits for a message to `to`: the first one after `skip` earlier ones. */
  waitFor(to: string, options?: { skip?: number; timeoutMs?: number }): Promise<Mail>;
  countTo(to: string): number;
  close(): Promise<void>;
};

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) => entry.value.flatMap((address) => (address.address ? [address.address.toLowerCase()] : [])));

export async function startMailCapture(port: number): Promise<MailCapture> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = addresses(parsed.to);
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          mails.push({ to: to.length > 0 ? to : envelope, subject: parsed.subject ?? "", text: parsed.text ?? "" });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  server.on("error", (error) => console.error("[mail-capture]", error.message));

  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    port,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    countTo: (address) => to(address).length,
    async waitFor(address, { skip = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = to(address)[skip];
        if (found) return found;
        await sleep(100);
      }
      throw new Error(`no email to ${address} in ${timeoutMs / 1000} s (captured: ${mails.map((mail) => `${mail.to.join(",")}: ${mail.subject}`).join("; ") || "none"})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
