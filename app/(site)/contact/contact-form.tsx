"use client";

import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";

const FIELDS = ["name", "email", "message"] as const;
const ID = "contact";

/** Sends the message to POST /api/contact; the browser's `required` checks come first. */
export function ContactForm() {
  const { submitting, errors, submit, clearError } = useFormSubmit(FIELDS, ID);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const value = (name: (typeof FIELDS)[number]) => String(form.get(name) ?? "").trim();
    await submit(
      "/api/contact",
      { name: value("name"), email: value("email"), message: value("message") },
      {
        fallback: "Your message was not sent. Please try again.",
        onSuccess: (result) => {
          toast.success(result.message ?? "Thank you! Your message has been sent.");
          formElement.reset();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${ID}-name`} label="Name" required error={errors.name}>
          {(c) => <Input {...c} name="name" autoComplete="name" maxLength={100} onChange={clearError("name")} />}
        </Field>
        <Field id={`${ID}-email`} label="Email" required error={errors.email}>
          {(c) => (
            <Input {...c} name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} onChange={clearError("email")} />
          )}
        </Field>
      </div>
      <Field id={`${ID}-message`} label="Message" required error={errors.message}>
        {(c) => <Textarea {...c} name="message" rows={6} maxLength={5000} onChange={clearError("message")} />}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={submitting} loadingText="Sending…">
        Send Message
      </Button>
    </form>
  );
}
