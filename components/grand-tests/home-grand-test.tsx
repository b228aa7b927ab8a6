import { getCurrentUser } from "@/lib/auth/session";
import { listGrandTests, nextGrandTest } from "@/lib/grand-tests/list";
import { GrandTestHomeNotice } from "./home-notice";
import { startableIds, viewerOf } from "./viewer";

/** The home page's notice of the open (or next) grand test, with the signed-in learner's own part in it; nothing when none is scheduled. */
export async function HomeGrandTest() {
  // The session first: reading the cookie makes the page dynamic before the database is touched (never at build).
  const user = await getCurrentUser();
  const next = await nextGrandTest();
  if (!next) return null;
  const learnerId = user && !user.isAdmin ? user.id : null;
  const test = (learnerId && (await listGrandTests(learnerId)).find((row) => row.id === next.id)) || next;
  const startable = await startableIds(user, [test]);
  return (
    <GrandTestHomeNotice test={test} viewer={viewerOf(user)} startable={startable.has(test.id)} serverNow={new Date().toISOString()} />
  );
}
