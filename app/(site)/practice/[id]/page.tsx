import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PracticeScreen } from "@/components/practice/practice-screen";
import { PracticeSummary } from "@/components/practice/practice-summary";
import { requirePageLearner } from "@/lib/auth/session";
import { isDomainError } from "@/lib/errors";
import { isUuid } from "@/lib/ids";
import { practiceState } from "@/lib/practice/read";

export const metadata: Metadata = { title: "Practice session" };

export default async function PracticeSessionPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageLearner();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const session = await practiceState(user.id, id.toLowerCase()).catch((error: unknown) => {
    if (isDomainError(error, "NotFound")) notFound();
    throw error;
  });
  if (session.result) return <PracticeSummary session={session} result={session.result} />;
  return <PracticeScreen key={session.id} session={session} />;
}
