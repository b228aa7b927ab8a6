import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageLearner } from "@/lib/auth/session";
import { getProfile } from "@/lib/users/accounts";
import { ProfileForm } from "./profile-form";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const user = await requirePageLearner();
  const { id, email, name, phone, address } = await getProfile(user.id);
  return (
    <div>
      <PageHeader title="My profile" description="Keep your details up to date so we can reach you about your payments." />
      <Card className="sm:p-8">
        <ProfileForm profile={{ id, email, name, phone, address }} />
      </Card>
    </div>
  );
}
