"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Checkbox, Input } from "@/components/ui/input";
import { signInDestination } from "@/lib/auth/route-guards";
import { announceChange, refreshSession } from "@/client/session";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";

const FIELDS = ["email", "password", "name", "phone"] as const;
const ID = "register";

export function RegisterForm() {
  const router = useRouter();
  const { submitting, errors, submit, clearError } = useFormSubmit(FIELDS, ID);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: (typeof FIELDS)[number]) => String(form.get(name) ?? "");
    const body = { email: value("email").trim(), password: value("password"), name: value("name").trim(), phone: value("phone").trim() };
    await submit("/api/users/register", body, {
      fallback: "Could not create your account. Please try again.",
      fieldByKind: { AlreadyExists: "email" }, // the address is taken
      onSuccess: () => {
        // The answer carries the new account's session cookie (docs/rules.md, "Accounts and sessions").
        toast.success("Registered successfully");
        void refreshSession();
        announceChange();
        // Signed in by the registration: on to the page asked for, else home (docs/rules.md, "Route guards").
        router.replace(signInDestination({ isAdmin: false }, window.location.search));
        router.refresh();
        return "keep-busy";
      },
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <Field id={`${ID}-email`} label="Email" required error={errors.email}>
        {(c) => <Input {...c} name="email" type="email" autoComplete="email" inputMode="email" onChange={clearError("email")} />}
      </Field>
      <Field id={`${ID}-password`} label="Password" required hint="At least 8 characters." error={errors.password}>
        {(c) => (
          <Input {...c} name="password" type="password" autoComplete="new-password" minLength={8} onChange={clearError("password")} />
        )}
      </Field>
      <Field id={`${ID}-name`} label="Name" required error={errors.name}>
        {(c) => <Input {...c} name="name" autoComplete="name" maxLength={100} onChange={clearError("name")} />}
      </Field>
      <Field id={`${ID}-phone`} label="Phone" required error={errors.phone}>
        {(c) => <Input {...c} name="phone" type="tel" autoComplete="tel" inputMode="tel" onChange={clearError("phone")} />}
      </Field>
      <Checkbox
        name="terms"
        required
        label={
          <>
            Accept{" "}
            <Link href="/terms" target="_blank" className="font-semibold text-brand-800 underline underline-offset-2">
              terms and conditions
            </Link>
          </>
        }
      />
      <Button type="submit" size="lg" className="w-full" loading={submitting} loadingText="Creating account…">
        Sign Up
      </Button>
    </form>
  );
}
