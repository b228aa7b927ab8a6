import type { Metadata } from "next";
import { ExamDateSetting } from "@/components/account/exam-date-setting";
import { LeaderboardSetting } from "@/components/account/leaderboard-setting";
import { PasswordSettings } from "@/components/account/password-settings";
import { Card } from "@/components/ui/card";
import { requirePageLearner } from "@/lib/auth/session";
import { addDays, dayOf } from "@/lib/plan/days";
import { getProfile } from "@/lib/users/accounts";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const user = await requirePageLearner();
  const profile = await getProfile(user.id);
  return (
    <PasswordSettings>
      <Card as="section" aria-labelledby="exam-date-title" className="mt-6 sm:p-8">
        <h2 id="exam-date-title" className="text-lg font-semibold text-slate-900">
          Your exam
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          With an exam date, My Progress sets you a daily number of new questions, so you see every question a week before the exam.
        </p>
        <ExamDateSetting
          profile={{ name: profile.name, phone: profile.phone, address: profile.address, examDate: profile.examDate }}
          min={addDays(dayOf(new Date()), 1)}
        />
      </Card>
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
