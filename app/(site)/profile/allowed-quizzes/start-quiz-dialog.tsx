"use client";

import { Modal } from "@/components/ui/modal";
import { ClockIcon, QuizIcon, SparkleIcon } from "@/components/ui/icons";
import { quizTimeText } from "@/components/quiz/quiz-time";
import { StartActions, StartFacts, StartNote, StartSection } from "@/components/quiz/start-dialog-parts";
import { extraTimeNote } from "@/lib/accommodations/terms";
import type { QuizToStart } from "./use-start-quiz";

type StartQuizDialogProps = {
  quiz: QuizToStart | null;
  /** The learner's extra time, as an admin set it (docs/rules.md, "Extra time"). */
  extraTimePercent: number;
  onClose: () => void;
  onConfirm: () => void;
};

/** Name, time, questions (as a count, as marks and as MCQs), the learner's extra time, the instructions, and Start Quiz. */
export function StartQuizDialog({ quiz, extraTimePercent, onClose, onConfirm }: StartQuizDialogProps) {
  // A resumed attempt keeps the time it started with: only a new one gets today's extra time.
  const extraTime = quiz && !quiz.resume ? extraTimeNote(quiz.quizTime, extraTimePercent) : null;
  return (
    <Modal open={quiz !== null} onOpenChange={(open) => !open && onClose()} title={quiz?.name ?? ""} description={quiz?.subject.name}>
      {quiz && (
        <div className="space-y-5">
          <StartFacts
            facts={[
              // A resumed attempt's clock started with it: its full time would mislead.
              {
                label: "Time",
                value: quiz.resume && quiz.quizTime > 0 ? "Running since you started" : quizTimeText(quiz.quizTime),
                icon: <ClockIcon />,
              },
              { label: "Questions", value: `${quiz.totalQuestions} MCQs`, icon: <QuizIcon /> },
              { label: "Total marks", value: `${quiz.totalQuestions * quiz.eachMCQMarks} marks`, icon: <SparkleIcon /> },
            ]}
          />
          {extraTime && <StartNote>{extraTime}</StartNote>}
          <StartSection
            id="start-quiz-instructions"
            title="Instructions"
            intro={quiz.description}
            rules={[
              <>
                {quiz.quizTime === 0
                  ? "There is no time limit."
                  : quiz.resume
                    ? "Your timer started with the attempt and is still running; the quiz shows the time left."
                    : "The timer starts at once and keeps running if you leave the quiz."}
              </>,
              "Each answer is saved as you choose it; you can change it until you finish.",
              quiz.resume
                ? "You have a quiz in progress: it will carry on where you left it."
                : `This is attempt ${quiz.attemptsUsed + 1} of ${quiz.maxAttempts}.`,
            ]}
          />
          <StartActions
            cancelLabel="Cancel"
            confirmLabel={quiz.resume ? "Resume Quiz" : "Start Quiz"}
            onCancel={onClose}
            onConfirm={onConfirm}
          />
        </div>
      )}
    </Modal>
  );
}
