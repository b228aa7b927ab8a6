import fs from "node:fs";
import path from "node:path";
import { dataDirOnDisk } from "@/lib/storage";

/** The newest message the outbox holds for an address (mail goes there when SMTP_URL is unset). */
export function latestOutboxMail(to: string): string | undefined {
  const outbox = path.join(dataDirOnDisk(), "outbox");
  if (!fs.existsSync(outbox)) return undefined;
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
    .find((content) => content.includes(`To: ${to}\n`));
}

export const otpFrom = (mail: string | undefined) => mail?.match(/\b(\d{6})\b/)?.[1];
