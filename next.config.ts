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
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "bcryptjs", "nodemailer", "exceljs"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders() }];
  },
};

export default nextConfig;
