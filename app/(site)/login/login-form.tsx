"use client";

import { useRouter } from "next/navigation";
import { useRef, type FormEvent } from "react";
import { KeepNextLink } from "@/components/auth/keep-next-link";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { signedIn } from "@/client/session";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { signInDestination } from "@/lib/auth/route-guards";

const FIELDS = ["email", "password"] as const;
const ID = "login";

export function LoginForm() {
  const router = useRouter();
  const { submitting, errors, submit, clearError } = useFormSubmit(FIELDS, ID);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { email: String(form.get("email") ?? "").trim(), password: String(form.get("password") ?? "") };
    await submit("/api/users/login", body, {
      fallback: "Could not sign in. Please try again.",
      redirectOnUnauthorized: false,
      // Wrong email or password belongs beside the password, selected so typing replaces it.
      fieldByStatus: { 401: "password" },
      onFailure: () => {
        if (document.activeElement === passwordRef.current) passwordRef.current?.select();
      },
      onSuccess: ({ user }) => {
        toast.success("Login Successfully");
        signedIn(user);
        // Back to the page asked for, when it is a page of this site (docs/rules.md, "Route guards").
        const isAdmin = (user as { isAdmin?: unknown } | undefined)?.isAdmin === true;
        router.replace(signInDestination({ isAdmin }, window.location.search));
        router.refresh();
        return "keep-busy"; // the button stays busy while the next page loads
      },
    });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <Field id={`${ID}-email`} label="Email" error={errors.email}>
        {(control) => (
          <Input {...control} name="email" type="email" autoComplete="email" inputMode="email" required onChange={clearError("email")} />
        )}
      </Field>
      <Field
        id={`${ID}-password`}
        label="Password"
        error={errors.password}
        labelAside={
          <KeepNextLink href="/forgot" className="text-sm">
            Forgot password?
          </KeepNextLink>
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
            onChange={clearError("password")}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" loading={submitting} loadingText="Signing in…">
        Sign In
      </Button>
    </form>
  );
}
