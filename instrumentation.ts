/**
 * Runs once when a Next.js server starts, before it serves a request. Under the production server
 * (scripts/server.mjs, also behind `npm run dev`) that server has prepared the database and runs the
 * background jobs itself; under plain `next dev` or `next start` they happen here.
 */
export async function register() {
  // One condition around the import, so webpack drops the database code from the Edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { servedByFront } = await import("@/lib/api/front-proof");
    if (servedByFront()) return;
    const { prepareDatabaseOnce } = await import("@/lib/setup/prepare");
    // Demo content goes only into an empty database it is allowed in (docs/rules.md, "Starting on a real database").
    const { DEMO_CONTENT } = await import("@/demo/content");
    try {
      await prepareDatabaseOnce(DEMO_CONTENT);
    } catch (error) {
      // A server that cannot reach or prepare its database must not serve: say why and stop.
      console.error(`[anaesprep] cannot start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    const { startBackgroundJobs } = await import("@/server/background-jobs");
    startBackgroundJobs();
  }
}
