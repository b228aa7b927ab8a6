/**
 * Which tab of one attempt is the newest (docs/rules.md, "Feel", "Two tabs of one quiz"): each tab
 * says "opened" on a BroadcastChannel named after the attempt as it opens (and again after a
 * reload), and every other tab of it hears that it is no longer the latest. A browser without
 * BroadcastChannel simply never hears it.
 */
export function watchNewestTab(attemptId: string, onSuperseded: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(`anaesprep-attempt-tab:${attemptId}`);
  channel.onmessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === "opened") onSuperseded();
  };
  channel.postMessage({ type: "opened" });
  return () => channel.close();
}
