import type { Metadata } from "next";
import { LeaderboardSetting } from "@/components/account/leaderboard-setting";
import { PasswordSettings } from "@/components/account/password-settings";
import { Card } from "@/components/ui/card";
import { requirePageLearner } from "@/lib/auth/session";
import { getProfile } from "@/lib/users/accounts";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requirePageLearner();
  const profile = await getProfile(user.id);
  return (
    <PasswordSettings>
      <Card as="section" aria-labelledby="leaderboard-title" className="mt-6 sm:p-8">
        <h2 id="leaderboard-title" className="text-lg font-semibold text-slate-900">
          Grand tests
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">Choose how you appear in the top ten of a grand test&apos;s results.</p>
        <LeaderboardSetting
          profile={{ name: profile.name, phone: profile.phone, address: profile.address, showOnLeaderboard: profile.showOnLeaderboard }}
        />
      </Card>
    </PasswordSettings>
  );
}
