"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";
import { contactFormProblems } from "@/lib/contact/form-checks";

const FIELDS = ["name", "email", "message"] as const;
const ID = "contact";
const SENT = "Thank you! Your message has been sent.";

/**
 * Sends the message to POST /api/contact. Every missing or malformed field is shown at once, under
 * it (announced), and a sent message is confirmed on the page until the next one is written, not
 * only in a passing toast (docs/rules.md, "Users, messages and reports").
 */
export function ContactForm() {
  const { submitting, errors, submit, showErrors, clearError } = useFormSubmit(FIELDS, ID);
  const [sent, setSent] = useState<string | null>(null);
  const invalid = FIELDS.filter((field) => errors[field]).length;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: (typeof FIELDS)[number]) => String(form.get(name) ?? "").trim();
    const values = { name: value("name"), email: value("email"), message: value("message") };
    setSent(null);
    const problems = contactFormProblems(values);
    if (Object.keys(problems).length > 0) return showErrors(problems);
    await submit("/api/contact", values, {
      fallback: "Your message was not sent. Please try again.",
      onSuccess: (result) => {
        toast.success(result.message ?? SENT);
        setSent(result.message ?? SENT);
        formElement.reset();
      },
    });
  }

  const edited = (field: (typeof FIELDS)[number]) => {
    const clear = clearError(field);
    return () => {
      clear();
      setSent(null);
    };
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div aria-live="polite" className="empty:hidden">
        {sent && (
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
            <CheckIcon className="mt-0.5 size-4 shrink-0" />
            {sent}
          </p>
        )}
        {invalid > 1 && (
          <p className="rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200">
            Please fix the {invalid} fields marked below.
          </p>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${ID}-name`} label="Name" required error={errors.name}>
          {(c) => <Input {...c} name="name" autoComplete="name" maxLength={100} onChange={edited("name")} />}
        </Field>
        <Field id={`${ID}-email`} label="Email" required error={errors.email}>
          {(c) => (
            <Input {...c} name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} onChange={edited("email")} />
          )}
        </Field>
      </div>
      <Field id={`${ID}-message`} label="Message" required error={errors.message}>
        {(c) => <Textarea {...c} name="message" rows={6} maxLength={5000} onChange={edited("message")} />}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={submitting} loadingText="Sending…">
        Send Message
      </Button>
    </form>
  );
}
