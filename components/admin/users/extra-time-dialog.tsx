"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { apiFetch } from "@/client/api";
import { notifyFailure, toast } from "@/client/toast";
import { ExtraTimeBadge } from "@/components/quiz/extra-time-badge";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { LoadingOrFailed } from "@/components/ui/spinner";
import { MAX_EXTRA_TIME_PERCENT } from "@/lib/accommodations/terms";
import { ExtraTimeHistory } from "./extra-time-history";
import { ReasonField } from "./reason-field";
import type { AccommodationView, AdminUserRow } from "./types";

type Errors = { extraTimePercent?: string; reason?: string };

/** "Extra time" on a learner's row: opens the dialog that sets it (docs/rules.md, "Extra time"). */
export function ExtraTimeButton({ user }: { user: AdminUserRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Extra time for ${user.email}`} onClick={() => setOpen(true)}>
        Extra time
      </Button>
      {open && <ExtraTimeDialog user={user} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The current value, a new value (0–100) with its reason, Save, and every change below. */
function ExtraTimeDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const router = useRouter();
  const [data, setData] = useState<AccommodationView | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [percent, setPercent] = useState(String(user.extraTimePercent));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void apiFetch<AccommodationView>(`users/${user.id}/accommodation`).then((result) => {
      if (!result.success || !result.data) return setFailed(result.message ?? "The learner's extra time could not be loaded.");
      setData(result.data);
      setPercent(String(result.data.extraTimePercent));
    });
  }, [user.id]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const result = await apiFetch<AccommodationView>(`users/${user.id}/accommodation`, {
      method: "POST",
      body: { extraTimePercent: percent.trim() === "" ? null : Number(percent), reason },
    });
    setSaving(false);
    if (!result.success || !result.data) {
      // A refusal that names a field is shown beside it, not toasted too.
      if (result.field === "extraTimePercent" || result.field === "reason") return setErrors({ [result.field]: result.message });
      return notifyFailure(result, "The extra time could not be saved. Please try again.");
    }
    setErrors({});
    setData(result.data);
    setReason("");
    toast.success(result.message ?? "Extra time saved.");
    router.refresh();
  }

  return (
    <Modal open onOpenChange={(next) => !next && !saving && onClose()} title="Extra time" description={`${user.name} (${user.email})`}>
      {!data ? (
        <LoadingOrFailed loading="Loading…" failed={failed} />
      ) : (
        <div className="space-y-5">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            Now:{" "}
            {data.extraTimePercent > 0 ? (
              <ExtraTimeBadge percent={data.extraTimePercent} />
            ) : (
              <span className="font-semibold text-slate-900">no extra time</span>
            )}
          </p>
          <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
            <Field
              id="extra-time-percent"
              label="Extra time (%)"
              required
              hint={`0 to ${MAX_EXTRA_TIME_PERCENT}; 0 removes it. Applies to quizzes, timed practice and grand tests started from now on.`}
              error={errors.extraTimePercent}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_EXTRA_TIME_PERCENT}
                  step={1}
                  value={percent}
                  onChange={(event) => setPercent(event.currentTarget.value)}
                  className="max-w-32"
                />
              )}
            </Field>
            <ReasonField
              id="extra-time-reason"
              hint="One line, e.g. the assessment it follows."
              value={reason}
              error={errors.reason}
              onChange={setReason}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
                Close
              </Button>
              <Button type="submit" loading={saving} loadingText="Saving…">
                Save
              </Button>
            </div>
          </form>
          <ExtraTimeHistory history={data.history} />
        </div>
      )}
    </Modal>
  );
}
