/** Runs once when a server instance starts, before it serves a request. */
export async function register() {
  // One condition around the import, so webpack drops the database code from the Edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { prepareDatabaseOnce } = await import("@/lib/setup/prepare");
    // Demo content goes only into an empty database it is allowed in (docs/rules.md, "Starting on a real database").
    const { seedDemo } = await import("@/demo/seed");
    const { DEMO_ADMIN, DEMO_LEARNER } = await import("@/demo/accounts");
    try {
      await prepareDatabaseOnce({ seed: seedDemo, accounts: [DEMO_ADMIN, DEMO_LEARNER] });
    } catch (error) {
      // A server that cannot reach or prepare its database must not serve: say why and stop.
      console.error(`[anaesprep] cannot start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    // The background jobs belong to whoever owns the process: the production server starts and stops
    // them itself (scripts/server.mjs); under `next dev` or `next start` they start here.
    const { servedByFront } = await import("@/lib/api/front-proof");
    if (!servedByFront()) {
      const { startBackgroundJobs } = await import("@/lib/jobs/background");
      startBackgroundJobs();
    }
  }
}
