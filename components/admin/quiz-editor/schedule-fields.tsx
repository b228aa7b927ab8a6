"use client";

import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { formatDateTime, fromZonedInputValue } from "@/lib/format";
import { SCHEDULE_IDS, type EditorSchedule, type ScheduleField } from "./schedule";

type ScheduleFieldsProps = {
  schedule: EditorSchedule;
  onChange: (field: ScheduleField, value: string) => void;
  /** The grand test has opened: its window, access and kind are read-only. */
  locked: boolean;
  /** The server's refusals, beside the field they name. */
  errors: Partial<Record<ScheduleField, string>>;
};

const zoneHint = "Pakistan time (PKT).";

/** Kind, and for a grand test its window and who may sit it (docs/rules.md, "Grand tests"). */
export function ScheduleFields({ schedule, onChange, locked, errors }: ScheduleFieldsProps) {
  const grand = schedule.kind === "grand_test";
  const opened = fromZonedInputValue(schedule.opensAt);
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Schedule</legend>
      {locked && (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          This grand test opened{opened ? ` at ${formatDateTime(opened)}` : ""}: its kind, window and access can no longer change.
        </p>
      )}
      <Field id={SCHEDULE_IDS.kind} label="Kind" error={errors.kind}>
        {(c) => (
          <Select {...c} value={schedule.kind} disabled={locked} onChange={(e) => onChange("kind", e.target.value)}>
            <option value="quiz">Quiz</option>
            <option value="grand_test">Grand test</option>
          </Select>
        )}
      </Field>
      {grand && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <Field id={SCHEDULE_IDS.opensAt} label="Opens at" required hint={zoneHint} error={errors.opensAt}>
              {(c) => (
                <Input
                  {...c}
                  type="datetime-local"
                  value={schedule.opensAt}
                  readOnly={locked}
                  onChange={(e) => onChange("opensAt", e.target.value)}
                />
              )}
            </Field>
            <Field id={SCHEDULE_IDS.closesAt} label="Closes at" required hint={zoneHint} error={errors.closesAt}>
              {(c) => (
                <Input
                  {...c}
                  type="datetime-local"
                  value={schedule.closesAt}
                  readOnly={locked}
                  onChange={(e) => onChange("closesAt", e.target.value)}
                />
              )}
            </Field>
          </div>
          <Field id={SCHEDULE_IDS.access} label="Access" required error={errors.access}>
            {(c) => (
              <Select {...c} value={schedule.access} disabled={locked} onChange={(e) => onChange("access", e.target.value)}>
                <option value="registered">Any registered learner (free)</option>
                <option value="subscribers">Subscribers of the subject</option>
              </Select>
            )}
          </Field>
        </>
      )}
    </fieldset>
  );
}
