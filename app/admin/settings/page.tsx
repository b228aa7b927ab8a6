import type { Metadata } from "next";
import { PasswordSettings } from "@/components/account/password-settings";
import { requirePageAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requirePageAdmin();
  return <PasswordSettings />;
}
