"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { extendedEnd, MAX_EXTENSION_DAYS } from "@/lib/entitlements/terms";
import { countOf, formatDateTime } from "@/lib/format";
import { ReasonField } from "../reason-field";
import type { ExtensionResult } from "../types";

/** One running access the admin may extend: `value` is its subject id, or PLAN for the monthly plan. */
export type ExtendOption = { value: string; name: string; endsAt: string; renewalWaiting: boolean };
export const PLAN = "plan";

const FIELDS = ["subjectId", "days", "reason"] as const;
const DAYS_RULE = `Days must be a whole number from 1 to ${MAX_EXTENSION_DAYS}.`;

/** "Anatomy runs until …. With 30 days more it will run until …": the end before and after, and what moves with it. */
function confirmText(option: ExtendOption, days: number): string {
  const after = formatDateTime(extendedEnd(option.endsAt, days));
  const renewal = option.renewalWaiting ? "; the renewal waiting moves by as much" : "";
  return `${option.name} runs until ${formatDateTime(option.endsAt)}. With ${countOf(days, "day")} more it will run until ${after}${renewal}.`;
}

/**
 * "Extend access" (docs/rules.md, "A learner's record and extending access"): which running access,
 * how many days and why, then a confirmation naming the end before and after. The page reads the
 * record again once the server has answered.
 */
export function ExtendAccessForm({ userId, options }: { userId: string; options: ExtendOption[] }) {
  const router = useRouter();
  const { submitting, errors, submit, showErrors, clearError } = useFormSubmit(FIELDS, "extend-access");
  const [choice, setChoice] = useState(options[0]?.value ?? "");
  const [days, setDays] = useState("30");
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const chosen = options.find((option) => option.value === choice) ?? options[0];
  const dayCount = Number(days);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Partial<Record<(typeof FIELDS)[number], string>> = {};
    if (!Number.isInteger(dayCount) || dayCount < 1 || dayCount > MAX_EXTENSION_DAYS) problems.days = DAYS_RULE;
    if (reason.trim() === "") problems.reason = "Please give the reason for the extension.";
    if (Object.keys(problems).length > 0) return showErrors(problems);
    setConfirming(true);
  }

  async function extend() {
    await submit<ExtensionResult>(
      `users/${userId}/access`,
      { subjectId: choice === PLAN ? null : choice, days: dayCount, reason },
      {
        fallback: "The access could not be extended. Please try again.",
        onSuccess: (result) => {
          toast.success(result.message ?? "Access extended.");
          setReason("");
          router.refresh();
        },
      },
    );
  }

  if (!chosen) {
    return (
      <p className="text-sm text-slate-600">
        Nothing to extend: this learner holds no running access. A late payment is approved on the payment desk, which starts their access.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={review} className="space-y-4">
      <Field
        id="extend-access-subjectId"
        label="Access to extend"
        required
        hint={`Runs until ${formatDateTime(chosen.endsAt)}.`}
        error={errors.subjectId}
      >
        {(control) => (
          <Select
            {...control}
            value={choice}
            onChange={(event) => {
              setChoice(event.currentTarget.value);
              clearError("subjectId")();
            }}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="extend-access-days" label="Days" required hint={`1 to ${MAX_EXTENSION_DAYS}. No attempts are added.`} error={errors.days}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_EXTENSION_DAYS}
            step={1}
            value={days}
            onChange={(event) => {
              setDays(event.currentTarget.value);
              clearError("days")();
            }}
            className="max-w-32"
          />
        )}
      </Field>
      <ReasonField
        id="extend-access-reason"
        hint="One line, e.g. the bank delay it makes up for."
        value={reason}
        error={errors.reason}
        onChange={(next) => {
          setReason(next);
          clearError("reason")();
        }}
      />
      <Button type="submit" loading={submitting} loadingText="Extending…">
        Extend access
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Extend access?"
        description={confirmText(chosen, dayCount)}
        confirmLabel={`Extend by ${countOf(dayCount, "day")}`}
        confirmVariant="primary"
        onConfirm={extend}
      />
    </form>
  );
}
