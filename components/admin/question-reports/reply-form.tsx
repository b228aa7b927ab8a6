"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";
import { MAX_REPORT_REPLY } from "@/lib/question-reports/terms";

/** The reply to an open report, sent with "Resolve" or "Dismiss" (POST /api/question-reports/{id}); the learner gets it by email. */
export function ReplyForm({ reportId, learnerName, aside }: { reportId: string; learnerName: string; aside?: ReactNode }) {
  const { run, busy } = useRefreshingAction();
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = `reply-${reportId}`;

  async function send(status: "resolved" | "dismissed") {
    if (!reply.trim()) return setError("Please write a reply to the learner.");
    const result = await run(() => apiFetch(`question-reports/${reportId}`, { method: "POST", body: { status, reply } }), {
      success: "Reply sent.",
      failure: "The reply could not be sent. Please try again.",
      refreshOn: ["NotFound", "AlreadyDone"],
    });
    if (!result.success && result.field === "reply") setError(result.message ?? null);
  }

  return (
    <div className="space-y-3">
      <Field id={fieldId} label={`Reply to ${learnerName}`} required error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={MAX_REPORT_REPLY}
            value={reply}
            onChange={(event) => {
              setReply(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto">{aside}</div>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void send("dismissed")}>
          Dismiss
        </Button>
        <Button size="sm" loading={busy} onClick={() => void send("resolved")}>
          Resolve
        </Button>
      </div>
    </div>
  );
}
