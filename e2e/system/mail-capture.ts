/** An in-test SMTP server (e2e/support/smtp-capture.mjs) that keeps every delivered message in memory. */
import { listenForMail } from "../support/smtp-capture.mjs";
import { sleep } from "../support/servers";

export type Mail = { to: string[]; subject: string; text: string };

export type MailCapture = {
  port: number;
  smtpUrl: string;
  mails: Mail[];
  /** Waits for a message to `to`: the first one after `skip` earlier ones. */
  waitFor(to: string, options?: { skip?: number; timeoutMs?: number }): Promise<Mail>;
  countTo(to: string): number;
  /** From now on, a message to `address` is never answered: its sender holds it until its SMTP timeout. */
  hold(address: string): void;
  /** Messages held: their senders still wait. */
  held(): number;
  close(): Promise<void>;
};

export async function startMailCapture(port: number): Promise<MailCapture> {
  const mails: Mail[] = [];
  const holding = new Set<string>();
  const server = await listenForMail({
    port,
    onMail: ({ to, subject, text }) => mails.push({ to, subject, text }),
    holdsFor: (address) => holding.has(address),
  });

  const to = (address: string) => mails.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    port,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    countTo: (address) => to(address).length,
    hold: (address) => void holding.add(address.toLowerCase()),
    held: () => server.held(),
    async waitFor(address, { skip = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = to(address)[skip];
        if (found) return found;
        await sleep(100);
      }
      throw new Error(
        `no email to ${address} in ${timeoutMs / 1000} s (captured: ${mails.map((mail) => `${mail.to.join(",")}: ${mail.subject}`).join("; ") || "none"})`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
