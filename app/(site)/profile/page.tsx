import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  await requirePageLearner();
  return <ComingSoon title="Profile" description="Update your name, phone and address." />;
}
