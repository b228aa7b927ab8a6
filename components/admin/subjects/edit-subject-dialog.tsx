"use client";

import type { FormEvent } from "react";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import type { AdminSubject } from "../types";
import { SubjectFields, subjectValuesOf } from "./subject-fields";
import { useSubjectForm } from "./use-subject-form";

type EditSubjectDialogProps = {
  subject: AdminSubject;
  onClose: () => void;
  onSaved: () => void;
};

/** Edits a subject's title, price and description. Mounted per subject, so it starts from its values. */
export function EditSubjectDialog({ subject, onClose, onSaved }: EditSubjectDialogProps) {
  const form = useSubjectForm("subject-edit", subjectValuesOf(subject));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit("/api/subjects/update", { id: subject.id }, () => {
      toast.success("Subject updated successfully");
      onSaved();
      onClose();
    });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit subject"
      description={subject.name}
      size="md"
      keepOpenOnOutsideClick
    >
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <SubjectFields idPrefix="subject-edit" values={form.values} errors={form.errors} onChange={form.onChange} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={form.saving}>
            Cancel
          </Button>
          <Button type="submit" loading={form.saving} loadingText="Saving…">
            Save changes
          </Button>
        </div>
      </form>
    </Modal>
  );
}
