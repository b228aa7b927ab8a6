import type { Metadata } from "next";
import { SubjectsAdmin } from "@/components/admin/subjects/subjects-admin";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";
import { listSubjects } from "@/lib/subjects/admin";

export const metadata: Metadata = { title: "Subjects" };

export default async function AdminSubjectsPage() {
  await requirePageAdmin();
  const subjects = await listSubjects();
  return (
    <>
      <PageHeader title="Subjects" description="Add subjects with their prices, and edit or remove the ones you have." />
      <SubjectsAdmin subjects={subjects} />
    </>
  );
}
