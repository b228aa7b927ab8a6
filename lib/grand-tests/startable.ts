import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import type { GrandTestItem } from "./list";
import { mayEnter } from "./load";

/** The open grand tests this learner may start now (free ones, or a subscriber's): decided by the rule the start uses. */
export async function startableIds(user: SessionUser | null, tests: GrandTestItem[]): Promise<Set<string>> {
  if (!user || user.isAdmin) return new Set();
  const now = new Date();
  const open = tests.filter((test) => test.status === "open" && test.mine === "none");
  const allowed = await Promise.all(open.map((test) => mayEnter(user.id, { id: test.id, access: test.access, now })));
  return new Set(open.filter((_, index) => allowed[index]).map((test) => test.id));
}
