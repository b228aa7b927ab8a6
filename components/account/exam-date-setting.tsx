"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { apiFetch } from "@/client/api";
import { notifyFailure, toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formatDay } from "@/lib/plan/days";

/** The profile fields the update endpoint requires alongside the exam date (sent as saved). */
export type ExamDateProfile = { name: string; phone: string; address: string; examDate: string | null };

/**
 * The exam date the study plan counts down to (docs/rules.md, "Study plan"): a native date field
 * whose earliest day is tomorrow by the server's clock (`min`); the server checks it again.
 */
export function ExamDateSetting({ profile, min }: { profile: ExamDateProfile; min: string }) {
  const router = useRouter();
  const [value, setValue] = useState(profile.examDate ?? "");
  const [saved, setSaved] = useState(profile.examDate);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "clear" | null>(null);

  async function save(examDate: string | null) {
    setError(null);
    setBusy(examDate === null ? "clear" : "save");
    const { name, phone, address } = profile;
    const result = await apiFetch("/api/users/update", { method: "POST", body: { name, phone, address, examDate } });
    setBusy(null);
    if (result.success) {
      setSaved(examDate);
      setValue(examDate ?? "");
      toast.success(examDate ? `Exam date set to ${formatDay(examDate)}` : "Exam date cleared");
      return router.refresh();
    }
    if (result.field === "examDate") setError(result.message ?? "Please choose a date after today.");
    else notifyFailure(result, "The exam date was not saved. Please try again.");
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return setError("Choose a date after today, or clear the exam date.");
    void save(value);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        id="exam-date"
        label="Exam date"
        error={error}
        hint={saved ? `Saved: ${formatDay(saved)}.` : "No exam date saved yet. The earliest you can choose is tomorrow."}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={min}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="sm:max-w-xs"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy === "save"} loadingText="Saving…" disabled={busy !== null}>
          Save exam date
        </Button>
        {saved && (
          <Button
            variant="outline"
            loading={busy === "clear"}
            loadingText="Clearing…"
            disabled={busy !== null}
            onClick={() => void save(null)}
          >
            Clear exam date
          </Button>
        )}
      </div>
    </form>
  );
}
