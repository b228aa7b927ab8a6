"use client";

import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Modal } from "@/components/ui/modal";
import { apiFetch } from "@/client/api";
import { notifyFailure, toast } from "@/client/toast";
import { MAX_REPORT_MESSAGE, QUESTION_REPORT_REASONS, REASON_LABELS, type QuestionReportReason } from "@/lib/question-reports/terms";

/** "Report a problem" on a question in review or practice: a reason and a message for the admins, who reply by email. */
export function ReportProblemButton({ questionId, className }: { questionId: string; className?: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const [reason, setReason] = useState<QuestionReportReason>("wrong_key");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return setError("Please describe the problem.");
    setSending(true);
    const result = await apiFetch(`questions/${questionId}/reports`, { method: "POST", body: { reason, message } });
    setSending(false);
    if (result.success || result.kind === "AlreadyExists") {
      setReported(true);
      setOpen(false);
      setMessage("");
      if (result.success) toast.success(result.message ?? "Thank you for the report.");
      else toast.info(result.message ?? "You have already reported this question.");
      return;
    }
    if (result.field === "message") setError(result.message ?? "Please describe the problem.");
    else notifyFailure(result, "The report could not be sent. Please try again.");
  }

  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)} disabled={reported}>
        {reported ? "Problem reported" : "Report a problem"}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Report a problem"
        description="An admin will look at this question and reply to you by email."
        keepOpenOnOutsideClick
      >
        <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">What is wrong?</legend>
            <div className="mt-2 grid gap-2">
              {QUESTION_REPORT_REASONS.map((value) => (
                <label key={value} className="flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-brand-600"
                  />
                  {REASON_LABELS[value]}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id={`${id}-message`} label="Details" required error={error} hint="Say what should change and, if you can, a source.">
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={MAX_REPORT_MESSAGE}
                value={message}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={sending} loadingText="Sending…">
              Send report
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
