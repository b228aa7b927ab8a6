import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Quizzes" };

export default async function AdminQuizzesPage() {
  await requirePageAdmin();
  return <ComingSoon title="Quizzes" description="Create, edit and delete quizzes with their questions and options." />;
}
