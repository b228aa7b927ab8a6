"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Checkbox, Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/client/api";
import { notifyFailure, toast } from "@/lib/client/toast";

const FIELDS = ["email", "password", "name", "phone"] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;

const isFieldName = (value: unknown): value is FieldName => FIELDS.includes(value as FieldName);

export function RegisterForm() {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: FieldName) => String(form.get(name) ?? "");
    const body = { email: value("email").trim(), password: value("password"), name: value("name").trim(), phone: value("phone").trim() };
    setSubmitting(true);
    setErrors({});
    const result = await apiFetch("/api/users/register", { method: "POST", body });

    if (result.success) {
      toast.success("Registered successfully");
      router.push("/login");
      return;
    }
    setSubmitting(false);
    const field = isFieldName(result.field) ? result.field : result.status === 409 ? "email" : undefined;
    if (field && result.message) {
      // Shown beside its field: a toast would only repeat it.
      setErrors({ [field]: result.message });
      document.getElementById(`register-${field}`)?.focus();
    } else notifyFailure(result, "Could not create your account. Please try again.");
  }

  const clearError = (name: FieldName) => () => errors[name] && setErrors((prev) => ({ ...prev, [name]: undefined }));

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <Field id="register-email" label="Email" required error={errors.email}>
        {(c) => <Input {...c} name="email" type="email" autoComplete="email" inputMode="email" onChange={clearError("email")} />}
      </Field>
      <Field id="register-password" label="Password" required hint="At least 8 characters." error={errors.password}>
        {(c) => (
          <Input {...c} name="password" type="password" autoComplete="new-password" minLength={8} onChange={clearError("password")} />
        )}
      </Field>
      <Field id="register-name" label="Name" required error={errors.name}>
        {(c) => <Input {...c} name="name" autoComplete="name" maxLength={100} onChange={clearError("name")} />}
      </Field>
      <Field id="register-phone" label="Phone" required error={errors.phone}>
        {(c) => <Input {...c} name="phone" type="tel" autoComplete="tel" inputMode="tel" onChange={clearError("phone")} />}
      </Field>
      <Checkbox name="terms" label="Accept terms and conditions" />
      <Button type="submit" size="lg" className="w-full" loading={submitting} loadingText="Creating account…">
        Sign Up
      </Button>
    </form>
  );
}
