/** Runs once when a server instance starts, before it serves a request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { prepareDatabase } = await import("@/db/prepare");
  await prepareDatabase();
}
