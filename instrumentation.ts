/** Runs once when a server instance starts, before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase } = await import("@/db/prepare");
  try {
    await prepareDatabase();
  } catch (error) {
    // A server that cannot reach or prepare its database must not serve: say why and stop.
    console.error(`[anaesprep] cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
