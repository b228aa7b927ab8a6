import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Results" };

export default async function ResultsPage() {
  await requirePageLearner();
  return <ComingSoon title="See Results" description="All your quiz results, newest first, with your score and a pass or fail mark." />;
}
