import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Allowed Quizzes" };

export default async function AllowedQuizzesPage() {
  await requirePageLearner();
  return <ComingSoon title="Allowed Quizzes" description="The quizzes you can take, with the attempts you have used so far." />;
}
