"use client";

import type { FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";

/** Contact form UI; sending is wired later (POST /api/contact). */
export function ContactForm() {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast.info("Coming soon", { description: "Sending messages from this form will be available shortly." });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" required>
          {(control) => <Input {...control} name="name" autoComplete="name" maxLength={100} />}
        </Field>
        <Field id="contact-email" label="Email" required>
          {(control) => <Input {...control} name="email" type="email" autoComplete="email" maxLength={200} />}
        </Field>
      </div>
      <Field id="contact-message" label="Message" required>
        {(control) => <Textarea {...control} name="message" rows={6} maxLength={5000} />}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Send Message
      </Button>
    </form>
  );
}
