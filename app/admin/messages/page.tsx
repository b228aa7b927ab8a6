import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Messages" };

export default async function AdminMessagesPage() {
  await requirePageAdmin();
  return <ComingSoon title="Messages" description="Messages sent through the contact form." />;
}
