import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Notes" };

export default async function NotesPage() {
  await requirePageLearner();
  return <ComingSoon title="Notes" description="Your own notes and the notes shared by our team." />;
}
