import type { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; subject: string; text: string; date: string };

export function listenForMail(options: { port: number; onMail: (mail: CapturedMail) => void }): Promise<SMTPServer>;
