"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { announceChange, refreshSession } from "@/client/session";
import { toast } from "@/client/toast";
import { useFormSubmit } from "@/client/use-form-submit";

export type ProfileValues = { id: string; email: string; name: string; phone: string; address: string };

const FIELDS = ["name", "phone", "address"] as const;
const ID = "profile";

export function ProfileForm({ profile }: { profile: ProfileValues }) {
  const router = useRouter();
  const { submitting, errors, submit, clearError } = useFormSubmit(FIELDS, ID);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: (typeof FIELDS)[number]) => String(form.get(name) ?? "").trim();
    const body = { name: value("name"), phone: value("phone"), address: value("address") };
    await submit("/api/users/update", body, {
      fallback: "Could not save your details. Please try again.",
      onSuccess: () => {
        toast.success("Updated Successfully");
        void refreshSession(); // the avatar's initial, here and in the other tabs
        announceChange();
        router.refresh(); // the side menu shows the name too
      },
    });
  }

  return (
    <form onSubmit={onSubmit} className="max-w-xl space-y-5">
      <Field id={`${ID}-email`} label="Email" hint="Your sign-in address; it cannot be changed here.">
        {(c) => <Input {...c} name="email" type="email" value={profile.email} readOnly />}
      </Field>
      <Field id={`${ID}-name`} label="Name" required error={errors.name}>
        {(c) => <Input {...c} name="name" autoComplete="name" maxLength={100} defaultValue={profile.name} onChange={clearError("name")} />}
      </Field>
      <Field id={`${ID}-phone`} label="Phone" required error={errors.phone}>
        {(c) => (
          <Input
            {...c}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            defaultValue={profile.phone}
            onChange={clearError("phone")}
          />
        )}
      </Field>
      <Field id={`${ID}-address`} label="Address" error={errors.address}>
        {(c) => (
          <Textarea
            {...c}
            name="address"
            autoComplete="street-address"
            rows={3}
            maxLength={300}
            defaultValue={profile.address}
            onChange={clearError("address")}
          />
        )}
      </Field>
      <Button type="submit" loading={submitting} loadingText="Saving…">
        Save Changes
      </Button>
    </form>
  );
}
