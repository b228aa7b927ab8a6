"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PASS_MARK_BOUNDS } from "@/lib/readiness/schemas";

const FIELDS = ["passMark"] as const;
const ID = "readiness-settings";

/**
 * The admin's pass mark (docs/rules.md, "Readiness"): a whole percent within the bounds the server's
 * schema holds. The server is the one that checks it; its 400 is shown under the field. An empty field is sent as null, so the
 * server's message says what to type.
 */
export function PassMarkForm({ passMark }: { passMark: number }) {
  const router = useRouter();
  const { submitting, errors, submit, clearError } = useFormSubmit(FIELDS, ID);
  const [value, setValue] = useState(String(passMark));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit<{ passMark: number }>(
      "/api/readiness/settings",
      { passMark: value.trim() === "" ? null : Number(value) },
      {
        method: "PUT",
        fallback: "The pass mark was not saved. Please try again.",
        onSuccess: (result) => {
          toast.success(result.message ?? "Pass mark saved.");
          router.refresh();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field
        id={`${ID}-passMark`}
        label="Pass mark (%)"
        required
        hint={`A whole percent from ${PASS_MARK_BOUNDS.min} to ${PASS_MARK_BOUNDS.max} on the reference paper.`}
        error={errors.passMark}
      >
        {(control) => (
          <Input
            {...control}
            name="passMark"
            type="number"
            inputMode="numeric"
            min={PASS_MARK_BOUNDS.min}
            max={PASS_MARK_BOUNDS.max}
            step={1}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              clearError("passMark")();
            }}
            className="max-w-32"
          />
        )}
      </Field>
      <Button type="submit" loading={submitting} loadingText="Saving…">
        Save pass mark
      </Button>
    </form>
  );
}
