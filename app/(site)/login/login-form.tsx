"use client";

import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TextLink } from "@/components/ui/text-link";
import { apiFetch } from "@/lib/client/api";
import { notifyFailure, toast } from "@/lib/client/toast";
import { isSessionData, saveSessionData } from "@/lib/client/session-data";

type FieldName = "email" | "password";

export function LoginForm() {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") };
    setSubmitting(true);
    setErrors({});
    const result = await apiFetch("/api/users/login", { method: "POST", body, redirectOnUnauthorized: false });

    if (result.success && isSessionData(result.user)) {
      toast.success("Login Successfully");
      saveSessionData(result.user);
      router.replace(result.user.isAdmin ? "/admin" : "/");
      router.refresh();
      return; // keep the button busy while the next page loads
    }
    setSubmitting(false);
    // Wrong email or password belongs beside the password; an error shown beside its field is not toasted too.
    const field: FieldName | undefined =
      result.field === "email" || result.field === "password" ? result.field : result.status === 401 ? "password" : undefined;
    if (field && result.message) {
      setErrors({ [field]: result.message });
      if (field === "password") passwordRef.current?.select();
      else document.getElementById("login-email")?.focus();
    } else notifyFailure(result, "Could not sign in. Please try again.");
  }

  const clearError = (name: FieldName) => errors[name] && setErrors((prev) => ({ ...prev, [name]: undefined }));

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <Field id="login-email" label="Email" error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            onChange={() => clearError("email")}
          />
        )}
      </Field>
      <Field
        id="login-password"
        label="Password"
        error={errors.password}
        labelAside={
          <TextLink href="/forgot" className="text-sm">
            Forgot password?
          </TextLink>
        }
      >
        {(control) => (
          <Input
            {...control}
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            onChange={() => clearError("password")}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={submitting} loadingText="Signing in…">
        Sign In
      </Button>
    </form>
  );
}
