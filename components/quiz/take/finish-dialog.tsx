"use client";

import { Modal } from "@/components/ui/modal";
import { Button } from "@/components/ui/button";
import { countOf } from "@/lib/format";

type FinishDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  answered: number;
  total: number;
  flagged: number;
  onConfirm: () => void;
};

/** "Finish the quiz?" with what is still open: unanswered and flagged questions. */
export function FinishDialog({ open, onOpenChange, answered, total, flagged, onConfirm }: FinishDialogProps) {
  const unanswered = total - answered;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title="Finish the quiz?"
      description={`You have answered ${answered} of ${total} questions.`}
    >
      <ul className="space-y-2 text-sm">
        <li className={unanswered > 0 ? "font-semibold text-amber-800" : "text-slate-600"}>
          {unanswered > 0 ? `${countOf(unanswered, "question")} not answered: they will score no marks.` : "Every question is answered."}
        </li>
        {flagged > 0 && <li className="font-semibold text-amber-800">{countOf(flagged, "question")} flagged for review.</li>}
        <li className="text-slate-600">Once finished, answers cannot be changed.</li>
      </ul>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Keep going
        </Button>
        <Button
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          Finish quiz
        </Button>
      </div>
    </Modal>
  );
}
