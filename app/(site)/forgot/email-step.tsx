"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { CODE_ON_ITS_WAY, CODE_ON_ITS_WAY_NOTE, FORGOT_PATH } from "./send-code";

const FIELDS = ["email"] as const;

/** Step 1: the email the code goes to. The answer is the same whether or not an account exists. */
export function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { submitting, errors, submit, clearError } = useFormSubmit(FIELDS, "forgot");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    await submit(
      FORGOT_PATH,
      { email },
      {
        fallback: "OTP not sent. Please try again.",
        onSuccess: () => {
          toast.success(CODE_ON_ITS_WAY, { description: CODE_ON_ITS_WAY_NOTE });
          onSent(email);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">Enter the email you registered with and we will send you a 6-digit code.</p>
      <Field id="forgot-email" label="Email" required error={errors.email}>
        {(c) => (
          <Input
            {...c}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={defaultEmail}
            maxLength={254}
            onChange={clearError("email")}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={submitting} loadingText="Sending code…">
        Proceed
      </Button>
    </form>
  );
}
