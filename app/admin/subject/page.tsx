import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Subjects" };

export default async function AdminSubjectsPage() {
  await requirePageAdmin();
  return <ComingSoon title="Subjects" description="Add subjects with their prices and browse the subject list." />;
}
