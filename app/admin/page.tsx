import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminHomePage() {
  const user = await requirePageAdmin();
  return <PageHeader title="Welcome" description={`Signed in as ${user.name}. Choose a section from the menu to get started.`} />;
}
