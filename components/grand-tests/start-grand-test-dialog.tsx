"use client";

import { Modal } from "@/components/ui/modal";
import { ClockIcon, FlagIcon, QuizIcon, SparkleIcon } from "@/components/ui/icons";
import { quizTimeText } from "@/components/quiz/quiz-time";
import { StartActions, StartFacts, StartNote, StartSection } from "@/components/quiz/start-dialog-parts";
import type { LearnerQuiz } from "@/components/quiz/types";
import { extraTimeNote } from "@/lib/accommodations/terms";
import { formatDateTime } from "@/lib/format";
import { grandTestEnds } from "@/lib/grand-tests/terms";
import type { GrandTestRow } from "./types";

export type StartGrandTestDialogProps = {
  test: GrandTestRow;
  /** The paper's summary (GET /api/quiz/{id}): description and marks; null while closed. */
  paper: LearnerQuiz | null;
  extraTimePercent: number;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * Asked before a grand test starts (docs/rules.md, "Grand tests"): its time (with the learner's extra
 * time), the one attempt, the window and when the attempt ends at the latest, the rules, and Start.
 */
export function StartGrandTestDialog({ test, paper, extraTimePercent, onClose, onConfirm }: StartGrandTestDialogProps) {
  const extraTime = extraTimeNote(test.quizTime, extraTimePercent, { upTo: true });
  const { latestEnd, fullTimeStartBy } = grandTestEnds(test, extraTimePercent);
  const marks = paper ? paper.totalQuestions * paper.eachMCQMarks : null;
  return (
    <Modal
      open={paper !== null}
      onOpenChange={(open) => !open && onClose()}
      title={test.name}
      description={`${test.subject.name} · grand test`}
    >
      {paper && (
        <div className="space-y-5">
          <StartFacts
            facts={[
              { label: "Time", value: quizTimeText(test.quizTime), icon: <ClockIcon /> },
              { label: "Questions", value: `${test.totalQuestions} MCQs`, icon: <QuizIcon /> },
              ...(marks === null ? [] : [{ label: "Total marks", value: `${marks} marks`, icon: <SparkleIcon /> }]),
              { label: "Attempts", value: "One only", icon: <FlagIcon /> },
            ]}
          />
          {extraTime && <StartNote>{extraTime}</StartNote>}
          <StartSection
            id="start-grand-test-window"
            title="Window (Pakistan time)"
            rules={[
              `Opens ${formatDateTime(test.opensAt)}, closes ${formatDateTime(test.closesAt)}.`,
              test.quizTime > 0
                ? `Your attempt ends when its time is up, and at ${formatDateTime(latestEnd)} at the latest, whenever you start.`
                : `There is no time limit: your attempt ends at the close, ${formatDateTime(latestEnd)}, at the latest.`,
              ...(fullTimeStartBy ? [`Start by ${formatDateTime(fullTimeStartBy)} to have the full time.`] : []),
            ]}
          />
          <StartSection
            id="start-grand-test-rules"
            title="Rules"
            intro={paper.description}
            rules={[
              "You have one attempt. It counts from the moment you start: leaving does not give you another.",
              test.quizTime > 0
                ? "The timer starts at once and keeps running if you close the tab or go offline; come back here to resume while time is left."
                : "Come back here to resume until the close.",
              "Each answer is saved as you choose it; you can change it until you finish.",
              "Scores, ranks and the answers open for everyone after the close.",
              "It uses none of your quiz attempts.",
            ]}
          />
          <StartActions cancelLabel="Not now" confirmLabel="Start grand test" onCancel={onClose} onConfirm={onConfirm} />
        </div>
      )}
    </Modal>
  );
}
