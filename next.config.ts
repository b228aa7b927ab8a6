import type { NextConfig } from "next";
import { securityHeaders } from "./lib/api/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The API table's paths end in "/" (`subjects/`, `quiz/`): they answer as they are, with no 308 (docs/rules.md).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Metadata of dynamic pages (/quiz) goes in <head> for every client, not streamed into <body>
  // (which only listed bots get otherwise): auditors and link previews read it there.
  htmlLimitedBots: /.*/,
  // `npm start`'s own build (scripts/start.mjs) skips Next's type check, a whole `tsc` pass that a first
  // start waits for: `npm test` (and so CI) runs `tsc --noEmit` itself. `npm run build`, a deploy's, still checks.
  typescript: { ignoreBuildErrors: process.env.ANAESPREP_START_BUILD === "1" },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "postgres",
    "bcryptjs",
    "nodemailer",
    "exceljs",
    "mammoth",
    "tesseract.js",
    "@tesseract.js-data/eng",
  ],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
