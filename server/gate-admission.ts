/**
 * The load gate at the production front (docs/rules.md, "Shedding load"). Start and the paper are
 * served by Next.js, whose own per-request work (routing, async contexts, streams) comes before any
 * handler runs: gated only inside the handler, a burst of starts queued in that work, unbounded,
 * and even a refusal took seconds (docs/benchmarks.md, "Shedding load"). So the front takes the
 * slot before handing such a request to Next, refuses it without Next, and tells the handler that
 * the request already holds a slot with a header only this process can write (ADMITTED_HEADER,
 * lib/api/front-proof.ts).
 */
const PAPER = /^\/api\/quiz\/quiz-attempt\/[^/]+$/;

/** The Next.js routes the front gates: Start and the paper (the answer save is never gated, docs/rules.md "Shedding load"). */
export function isGatedNextRoute(method: string | undefined, url: string | undefined): boolean {
  const path = url?.split("?")[0] ?? "";
  return (method === "POST" && path === "/api/quiz/start") || (method === "GET" && PAPER.test(path));
}
