"use client";

import { useId, useState } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { ChevronDownIcon } from "@/components/ui/icons";
import { ProgressRing } from "../progress-ring";
import { GridLegend, QuestionGrid, type GridItem } from "../question-grid";

type QuestionNavigatorProps = { items: GridItem[]; current: number; onSelect: (index: number) => void };

/** Progress ring and the question grid; on phones the grid folds behind a "Questions" toggle. */
export function QuestionNavigator({ items, current, onSelect }: QuestionNavigatorProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Answered, or marked right or wrong (a tutor practice session).
  const answered = items.filter((item) => item.tone !== "open").length;
  const flagged = items.filter((item) => item.flagged).length;
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <ProgressRing done={answered} total={items.length} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900 sm:text-base">
            {answered} of {items.length} answered
          </p>
          <p className="text-xs text-slate-500">{flagged === 1 ? "1 flagged for review" : `${flagged} flagged for review`}</p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 lg:hidden"
        >
          Questions
          <ChevronDownIcon className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
      </div>
      <div id={panelId} className={cn("mt-4 space-y-4 border-t border-slate-100 pt-4 lg:block", open ? "block" : "hidden")}>
        <QuestionGrid
          items={items}
          current={current}
          label="Questions"
          onSelect={(index) => {
            onSelect(index);
            setOpen(false);
          }}
        />
        <GridLegend
          tones={
            items.some((item) => item.tone === "correct" || item.tone === "incorrect")
              ? ["correct", "incorrect", "open"]
              : ["answered", "open"]
          }
          flag
        />
      </div>
    </Card>
  );
}
