"use client";

import { useRef, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { confirmationMatches, NewPasswordFields } from "./new-password-fields";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const ID = "change-password";

/** Settings for learners and admins: change the password with the current one. Other sessions end. */
export function ChangePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const { submitting, errors, submit, fail, clearError } = useFormSubmit(FIELDS, ID);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: (typeof FIELDS)[number]) => String(form.get(name) ?? "");
    if (!confirmationMatches(value("newPassword"), value("confirmPassword"), fail)) return;
    await submit(
      "/api/users/change-password",
      { currentPassword: value("currentPassword"), newPassword: value("newPassword") },
      {
        fallback: "Password not changed. Please try again.",
        onSuccess: (result) => {
          toast.success(result.message ?? "Password changed", { description: "You stay signed in here; other devices are signed out." });
          formRef.current?.reset();
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} className="max-w-md space-y-5">
      <Field id={`${ID}-currentPassword`} label="Current password" required error={errors.currentPassword}>
        {(c) => (
          <Input
            {...c}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            onChange={clearError("currentPassword")}
          />
        )}
      </Field>
      <NewPasswordFields
        idPrefix={ID}
        name="newPassword"
        errors={{ password: errors.newPassword, confirmPassword: errors.confirmPassword }}
        onPasswordChange={clearError("newPassword")}
        onConfirmChange={clearError("confirmPassword")}
      />
      <Button type="submit" loading={submitting} loadingText="Changing password…">
        Change Password
      </Button>
    </form>
  );
}
