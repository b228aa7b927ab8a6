// The session signing key of a local install, shared by `npm start` and `npm run dev`.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** A random secret kept in the data folder, so sessions survive restarts of a local install. */
export function localAuthSecret(dataDir, { warn = false } = {}) {
  const file = path.join(dataDir, ".auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  if (warn) console.warn("[start] AUTH_SECRET is not set: generated one for this machine only. Set it for every instance.");
  return secret;
}
