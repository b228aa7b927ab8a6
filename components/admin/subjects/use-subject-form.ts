"use client";

import { useState } from "react";
import type { ApiResult } from "@/lib/client/api";
import { notifyFailure } from "@/lib/client/toast";
import { checkSubject, isSubjectField, type SubjectErrors, type SubjectField, type SubjectValues } from "./subject-fields";

/** Values, inline errors and the submit flow shared by the add form and the edit dialog. */
export function useSubjectForm(idPrefix: string, initial: SubjectValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SubjectErrors>({});
  const [saving, setSaving] = useState(false);

  function onChange(field: SubjectField, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  const focus = (field: SubjectField) => document.getElementById(`${idPrefix}-${field}`)?.focus();

  /** Checks, sends, and on a refusal shows the server's message inline and as a toast. */
  async function submit(send: (values: SubjectValues) => Promise<ApiResult>): Promise<ApiResult | null> {
    const problems = checkSubject(values);
    const first = (Object.keys(problems) as SubjectField[])[0];
    if (first) {
      setErrors(problems);
      focus(first);
      return null;
    }
    setSaving(true);
    const result = await send(values);
    setSaving(false);
    if (!result.success) {
      const field = isSubjectField(result.field) ? result.field : result.status === 409 ? "name" : undefined;
      if (field && result.message) {
        setErrors({ [field]: result.message });
        focus(field);
      }
      notifyFailure(result, "Could not save the subject. Please try again.");
    }
    return result;
  }

  return { values, setValues, errors, setErrors, saving, onChange, submit };
}
