"use client";

import { useState } from "react";
import { apiFetch } from "@/client/api";
import { notifyFailure, toast } from "@/client/toast";

/** The profile fields the update endpoint requires alongside the setting (sent as saved). */
export type LeaderboardProfile = { name: string; phone: string; address: string; showOnLeaderboard: boolean };

/**
 * "Show my name on grand-test leaderboards": saved as soon as it is ticked; while off, the
 * leaderboard shows the learner's initials. A failed save puts the box back.
 */
export function LeaderboardSetting({ profile }: { profile: LeaderboardProfile }) {
  const [checked, setChecked] = useState(profile.showOnLeaderboard);
  const [saving, setSaving] = useState(false);

  async function change(next: boolean) {
    setChecked(next);
    setSaving(true);
    const { name, phone, address } = profile;
    const result = await apiFetch("/api/users/update", { method: "POST", body: { name, phone, address, showOnLeaderboard: next } });
    setSaving(false);
    if (result.success) return toast.success(next ? "Your name will show on leaderboards" : "Leaderboards will show your initials");
    setChecked(!next);
    notifyFailure(result, "The setting was not saved. Please try again.");
  }

  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 rounded accent-brand-700"
        checked={checked}
        disabled={saving}
        aria-describedby="leaderboard-setting-hint"
        onChange={(event) => void change(event.target.checked)}
      />
      <span>
        <span className="font-semibold">Show my name on grand-test leaderboards</span>
        <span id="leaderboard-setting-hint" className="mt-0.5 block text-slate-600">
          When off, the top-ten list shows your initials instead.
        </span>
      </span>
    </label>
  );
}
