"use client";

import { useState } from "react";
import { useFormSubmit } from "@/client/use-form-submit";
import { checkSubject, SUBJECT_FIELDS, subjectPayload, type SubjectField, type SubjectValues } from "./subject-fields";

/** The add form's and the edit dialog's values, checked here, then sent by useFormSubmit (inline errors, toasts). */
export function useSubjectForm(idPrefix: string, initial: SubjectValues) {
  const [values, setValues] = useState(initial);
  const form = useFormSubmit(SUBJECT_FIELDS, idPrefix);

  function onChange(field: SubjectField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    form.clearError(field)();
  }

  /** Checks the values, then POSTs them (with `extra`, e.g. the id) to `path`; `onSuccess` runs after a success. */
  async function submit(path: string, extra: Record<string, unknown>, onSuccess: () => void): Promise<void> {
    const problems = checkSubject(values);
    if (Object.keys(problems).length > 0) return form.showErrors(problems);
    await form.submit(
      path,
      { ...extra, ...subjectPayload(values) },
      { fallback: "Could not save the subject. Please try again.", onSuccess },
    );
  }

  return { values, setValues, errors: form.errors, saving: form.submitting, onChange, submit };
}
