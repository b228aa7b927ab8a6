import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SessionSync } from "@/components/account/session-sync";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { PracticeSummary } from "@/components/practice/practice-summary";
import { AppError } from "@/lib/api/errors";
import { requirePageLearner } from "@/lib/auth/session";
import { isUuid } from "@/lib/ids";
import { practiceState } from "@/lib/practice/read";

export const metadata: Metadata = { title: "Practice session" };

export default async function PracticeSessionPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageLearner();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const session = await practiceState(user.id, id.toLowerCase()).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  // A learner signed in elsewhere (another tab, the API) gets the header's learner links here too.
  const sync = <SessionSync user={{ id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin }} />;
  if (session.result)
    return (
      <>
        {sync}
        <PracticeSummary session={session} result={session.result} />
      </>
    );
  return (
    <>
      {sync}
      <PracticeScreen key={session.id} session={session} />
    </>
  );
}
