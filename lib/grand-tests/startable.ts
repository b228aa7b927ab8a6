import "server-only";
import { extraTimePercentOf } from "@/lib/accommodations/extra-time";
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
 * test with their part in it (none for a visitor or an admin), the ones they may start now, and a
 * learner's extra time (docs/rules.md, "Extra time"; 0 for anyone else).
 */
export async function grandTestsFor(
  viewer: SessionUser | null,
): Promise<{ tests: GrandTestItem[]; startable: Set<string>; extraTimePercent: number }> {
  const learnerId = viewer && !viewer.isAdmin ? viewer.id : null;
  const [tests, extraTimePercent] = await Promise.all([listGrandTests(learnerId), learnerId ? extraTimePercentOf(learnerId) : 0]);
  return { tests, startable: await startableIds(viewer, tests), extraTimePercent };
}
