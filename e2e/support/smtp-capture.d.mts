import type { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; subject: string; text: string; date: string };

export function listenForMail(options: {
  port: number;
  onMail: (mail: CapturedMail) => void;
  /** Recipients never answered: their sender waits until its own timeout. */
  holdsFor?: (address: string) => boolean;
}): Promise<SMTPServer & { held(): number }>;
