"use client";

import type { FormEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { emptySubjectValues, SubjectFields } from "./subject-fields";
import { useSubjectForm } from "./use-subject-form";

/** "Add Subject": on success the form is cleared and the list reloaded. */
export function AddSubjectForm({ onAdded }: { onAdded: () => void }) {
  const form = useSubjectForm("subject-add", emptySubjectValues);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit("/api/subjects/create", {}, () => {
      toast.success("Added Subject Successfully");
      form.setValues(emptySubjectValues);
      onAdded();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6">
      <SubjectFields idPrefix="subject-add" values={form.values} errors={form.errors} onChange={form.onChange} />
      <Button type="submit" loading={form.saving} loadingText="Adding…">
        Add Subject
      </Button>
    </form>
  );
}
