"use client";

import { useState, type ReactNode } from "react";
import { Tabs } from "@/components/admin/tabs";
import { QuizStatistics } from "./quiz-statistics";

export type QuizScreenTab = "quiz" | "statistics";

/**
 * Opens a saved question in the editor tab: its accordion item (marked with data-question-id by
 * QuestionItem) is expanded if closed, scrolled to and its header focused, once the tab shows.
 */
function openQuestionInEditor(questionId: string) {
  requestAnimationFrame(() => {
    const item = document.querySelector<HTMLElement>(`[data-question-id="${CSS.escape(questionId)}"]`);
    const trigger = item?.querySelector<HTMLButtonElement>("button[aria-expanded]");
    if (trigger?.getAttribute("aria-expanded") === "false") trigger.click();
    item?.scrollIntoView({ block: "start" });
    trigger?.focus({ preventScroll: true });
  });
}

/** The edit dialog's tabs: the editor, and the quiz's statistics (loaded when first opened). */
export function QuizScreenTabs({ quizId, editor, initialTab = "quiz" }: { quizId: string; editor: ReactNode; initialTab?: QuizScreenTab }) {
  const [tab, setTab] = useState<string>(initialTab);
  const [statisticsOpened, setStatisticsOpened] = useState(initialTab === "statistics");
  const editQuestion = (questionId: string) => {
    setTab("quiz");
    openQuestionInEditor(questionId);
  };
  return (
    <div className="px-5 pt-4 lg:h-full lg:overflow-y-auto">
      <Tabs
        label="Quiz screen"
        value={tab}
        onValueChange={(id) => {
          setTab(id);
          if (id === "statistics") setStatisticsOpened(true);
        }}
        tabs={[
          { id: "quiz", label: "Quiz", panel: <div className="-mx-5">{editor}</div> },
          {
            id: "statistics",
            label: "Statistics",
            panel: <div className="pb-5">{statisticsOpened && <QuizStatistics quizId={quizId} onEditQuestion={editQuestion} />}</div>,
          },
        ]}
      />
    </div>
  );
}
