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
    // Every instance works the durable mail queue (lib/mail/queue.ts).
    const { startMailWorker } = await import("@/lib/mail/worker");
    startMailWorker();
    // Every instance runs the grand-test closing job; each test is finalised once (lib/grand-tests/closer.ts).
    const { startGrandTestCloser } = await import("@/lib/grand-tests/closer-worker");
    startGrandTestCloser();
    // In the background, after the migrations and the demo seed: the cards of earlier history (lib/reviews/backfill.ts).
    const { startReviewBackfill } = await import("@/lib/reviews/backfill");
    startReviewBackfill();
    // In the background: serving starts now, and a large backlog is worked off over several starts.
    void import("@/lib/payments/proof-backfill")
      .then(({ backfillProofFingerprints }) => backfillProofFingerprints())
      .then((count) => count > 0 && console.info(`[anaesprep] fingerprinted ${count} earlier payment proofs`))
      .catch((error) => console.error("[anaesprep] proof fingerprint backfill failed", error));
  }
}
