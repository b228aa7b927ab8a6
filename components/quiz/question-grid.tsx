"use client";

import { cn } from "@/components/ui/cn";

export type GridTone = "answered" | "open" | "correct" | "incorrect";
export type GridItem = { id: string; tone: GridTone; flagged?: boolean };

const tones: Record<GridTone, { className: string; words: string }> = {
  answered: { className: "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800", words: "answered" },
  open: { className: "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50", words: "not answered" },
  // 700, not 600: white numbers on emerald-600 fall short of AA contrast (3.6:1).
  correct: { className: "bg-emerald-700 text-white ring-emerald-700 hover:bg-emerald-800", words: "correct" },
  incorrect: { className: "bg-red-600 text-white ring-red-600 hover:bg-red-700", words: "incorrect" },
};

type QuestionGridProps = { items: GridItem[]; current: number; onSelect: (index: number) => void; label: string; className?: string };

/** Numbered buttons that jump to any question; fill shows its state, a corner mark a flag. */
export function QuestionGrid({ items, current, onSelect, label, className }: QuestionGridProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.5rem,1fr))] gap-2">
        {items.map((item, index) => {
          const tone = tones[item.tone];
          return (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={index === current ? "step" : undefined}
                aria-label={`Question ${index + 1}, ${tone.words}${item.flagged ? ", flagged for review" : ""}`}
                className={cn(
                  "relative grid h-10 w-full place-items-center rounded-lg text-sm font-semibold tabular-nums ring-1 transition-colors ring-inset",
                  tone.className,
                  index === current && "outline-2 outline-offset-2 outline-slate-900",
                )}
              >
                {index + 1}
                {item.flagged && (
                  <span aria-hidden="true" className="absolute -top-1 -right-1 size-3 rounded-full bg-amber-400 ring-2 ring-white" />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The key to the grid's colours. */
export function GridLegend({ tones: shown, flag = false }: { tones: GridTone[]; flag?: boolean }) {
  const swatch: Record<GridTone, string> = {
    answered: "bg-brand-700",
    open: "bg-white ring-1 ring-slate-300",
    correct: "bg-emerald-700",
    incorrect: "bg-red-600",
  };
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600" aria-label="Key">
      {shown.map((tone) => (
        <li key={tone} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn("size-3 rounded", swatch[tone])} />
          {tones[tone].words.replace(/^./, (letter) => letter.toUpperCase())}
        </li>
      ))}
      {flag && (
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-full bg-amber-400" />
          Flagged for review
        </li>
      )}
    </ul>
  );
}
