import { cn } from "@/components/ui/cn";

/**
 * "Strike out option B": a toggle beside the option (its name stays while pressed; `aria-pressed`
 * says whether it is). 44 px square, so a thumb hits it without touching the option beside it.
 */
export function StrikeToggle({ letter, pressed, onToggle }: { letter: string; pressed: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Strike out option ${letter}`}
      title={pressed ? `Option ${letter} is struck out (Shift + its number)` : `Strike out option ${letter} (Shift + its number)`}
      onClick={onToggle}
      className={cn(
        "grid size-11 shrink-0 place-items-center rounded-lg ring-1 transition-colors ring-inset",
        pressed ? "bg-slate-200 text-slate-900 ring-slate-400 hover:bg-slate-300" : "text-slate-500 ring-slate-300 hover:bg-slate-50",
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M16 6.5C15 5.3 13.6 4.5 12 4.5c-2.5 0-4 1.4-4 3.2 0 3.9 8 2.6 8 7.1 0 1.9-1.7 3.7-4.2 3.7-1.9 0-3.4-.9-4.3-2.3" />
        <path d="M4 12h16" />
      </svg>
    </button>
  );
}
