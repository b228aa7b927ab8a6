"use client";

import { useState, type ReactNode } from "react";
import { Tabs } from "@/components/admin/tabs";
import { QuizStatistics } from "./quiz-statistics";

/** The edit dialog's tabs: the editor, and the quiz's statistics (loaded when first opened). */
export function QuizScreenTabs({ quizId, editor }: { quizId: string; editor: ReactNode }) {
  const [tab, setTab] = useState("quiz");
  const [statisticsOpened, setStatisticsOpened] = useState(false);
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
            panel: <div className="pb-5">{statisticsOpened && <QuizStatistics quizId={quizId} />}</div>,
          },
        ]}
      />
    </div>
  );
}
