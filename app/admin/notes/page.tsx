import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Notes" };

export default async function AdminNotesPage() {
  await requirePageAdmin();
  return <ComingSoon title="Notes" description="Upload notes for learners and manage every note." />;
}
