import type { Metadata } from "next";
import { ComingSoon } from "@/components/ui/coming-soon";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage() {
  await requirePageAdmin();
  return <ComingSoon title="Users" description="Every registered user, with the option to disable an account." />;
}
