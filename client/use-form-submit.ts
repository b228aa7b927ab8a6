"use client";

import { useRef, useState } from "react";
import { apiFetch, type ApiResult, type FailureKind } from "./api";
import { notifyFailure } from "./toast";

type SubmitOptions<T, F extends string> = {
  /** Runs on success; return `"keep-busy"` when navigating away so the button stays busy. */
  onSuccess: (result: ApiResult<T>) => void | "keep-busy" | Promise<void | "keep-busy">;
  /** Toast text when a failed answer carries no message. */
  fallback: string;
  /** Runs after a failure was shown (e.g. to go back a step). */
  onFailure?: (result: ApiResult<T>) => void;
  /** Refusals the server does not tie to a field but the form shows beside one (login's `Unauthenticated` beside the password). */
  fieldByKind?: Partial<Record<FailureKind, F>>;
  /** Passed to apiFetch: false where a 401 is an answer, not an expired session (the login form). */
  redirectOnUnauthorized?: boolean;
  /** Default POST; PUT for an endpoint that replaces a setting. */
  method?: "POST" | "PUT";
};

/**
 * Submitting state and inline field errors for a form that sends JSON to the API (POST, or PUT). A failure that
 * names its field is shown under it (and focuses `${idPrefix}-${field}`), not toasted as well; any
 * other is toasted: a warning for a refusal, an error when the request itself failed.
 */
export function useFormSubmit<F extends string>(fields: readonly F[], idPrefix: string) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  // A second submit before the button shows it is busy sends nothing.
  const sending = useRef(false);

  async function submit<T = unknown>(path: string, body: Record<string, unknown>, options: SubmitOptions<T, F>): Promise<void> {
    if (sending.current) return;
    sending.current = true;
    setSubmitting(true);
    setErrors({});
    const result = await apiFetch<T>(path, {
      method: options.method ?? "POST",
      body,
      redirectOnUnauthorized: options.redirectOnUnauthorized,
    });
    sending.current = false;
    if (result.success) {
      if ((await options.onSuccess(result)) !== "keep-busy") setSubmitting(false);
      return;
    }
    setSubmitting(false);
    const field = fields.find((name) => name === result.field) ?? (result.kind && options.fieldByKind?.[result.kind]);
    if (field && result.message) {
      setErrors({ [field]: result.message } as Partial<Record<F, string>>);
      document.getElementById(`${idPrefix}-${field}`)?.focus();
    } else notifyFailure(result, options.fallback);
    options.onFailure?.(result);
  }

  /** Shows errors under fields without sending anything (client-side checks) and focuses the first. */
  function showErrors(problems: Partial<Record<F, string>>) {
    setErrors(problems);
    const first = fields.find((field) => problems[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  /** Shows an error under one field without sending anything. */
  const fail = (field: F, message: string) => showErrors({ [field]: message } as Partial<Record<F, string>>);

  /** For onChange: drops the field's error once the user edits it. */
  const clearError = (field: F) => () => {
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  return { submitting, errors, submit, fail, showErrors, clearError };
}
