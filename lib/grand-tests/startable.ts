import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { listGrandTests, type GrandTestItem } from "./list";
import { mayEnter } from "./load";

/** The open grand tests this learner may start now (free ones, or a subscriber's): decided by the rule the start uses. */
async function startableIds(user: SessionUser | null, tests: GrandTestItem[]): Promise<Set<string>> {
  if (!user || user.isAdmin) return new Set();
  const now = new Date();
  const open = tests.filter((test) => test.status === "open" && test.mine === "none");
  const allowed = await Promise.all(open.map((test) => mayEnter(user.id, { id: test.id, access: test.access, now })));
  return new Set(open.filter((_, index) => allowed[index]).map((test) => test.id));
}

/**
 * What `GET /api/grand-tests` and `/grand-tests` show `viewer` (null when signed out): every grand
 * test with their part in it (none for a visitor or an admin), and the ones they may start now.
 */
export async function grandTestsFor(viewer: SessionUser | null): Promise<{ tests: GrandTestItem[]; startable: Set<string> }> {
  const tests = await listGrandTests(viewer && !viewer.isAdmin ? viewer.id : null);
  return { tests, startable: await startableIds(viewer, tests) };
}
