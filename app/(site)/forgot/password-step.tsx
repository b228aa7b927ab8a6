"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { confirmationMatches, NewPasswordFields } from "@/components/account/new-password-fields";
import { Button } from "@/components/ui/button";
import { toast } from "@/client/toast";
import { nextPathOfPage } from "@/client/next-path";
import { useFormSubmit } from "@/client/use-form-submit";
import { loginHref } from "@/lib/auth/next-path";

const FIELDS = ["password", "confirmPassword"] as const;

type PasswordStepProps = { email: string; otp: string; onBack: () => void; onCodeRejected: () => void };

/** Step 3: the new password twice; success ends every session and leads to /login. */
export function PasswordStep({ email, otp, onBack, onCodeRejected }: PasswordStepProps) {
  const router = useRouter();
  const { submitting, errors, submit, fail, clearError } = useFormSubmit(FIELDS, "forgot");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (!confirmationMatches(password, String(form.get("confirmPassword") ?? ""), fail)) return;
    await submit(
      "/api/users/reset-password",
      { email, otp, password },
      {
        fallback: "Password not changed. Please try again.",
        onSuccess: (result) => {
          toast.success(result.message ?? "Password changed", { description: "Sign in with your new password." });
          router.push(loginHref(nextPathOfPage())); // then on to the page asked for
          return "keep-busy";
        },
        // The code expired or was used meanwhile: back to the step that can send a new one.
        onFailure: (result) => result.field === "otp" && onCodeRejected(),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">Choose a new password. You will be signed out everywhere else.</p>
      <NewPasswordFields
        idPrefix="forgot"
        name="password"
        errors={errors}
        onPasswordChange={clearError("password")}
        onConfirmChange={clearError("confirmPassword")}
      />
      <Button type="submit" size="lg" className="w-full" loading={submitting} loadingText="Resetting…">
        Reset Password
      </Button>
      <Button variant="ghost" size="sm" onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
