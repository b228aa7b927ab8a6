import type { Metadata } from "next";
import { PasswordSettings } from "@/components/account/password-settings";
import { requirePageLearner } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  await requirePageLearner();
  return <PasswordSettings />;
}
