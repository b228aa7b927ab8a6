import type { Metadata } from "next";
import { QuizzesAdmin } from "@/components/admin/quizzes/quizzes-admin";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Quizzes" };

export default async function AdminQuizzesPage() {
  await requirePageAdmin();
  return <QuizzesAdmin />;
}
