import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requirePageAdmin();
  return <ComingSoon title="Settings" description="Change your password." />;
}
