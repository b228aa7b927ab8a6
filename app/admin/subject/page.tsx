import type { Metadata } from "next";
import { SubjectsAdmin } from "@/components/admin/subjects/subjects-admin";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Subjects" };

export default async function AdminSubjectsPage() {
  await requirePageAdmin();
  return (
    <>
      <PageHeader title="Subjects" description="Add subjects with their prices, and edit or remove the ones you have." />
      <SubjectsAdmin />
    </>
  );
}
