import { cn } from "@/components/ui/cn";

/** "Flag for review" / "Flagged": a toggle button of the quiz and practice screens (the caller saves the flag). */
export function FlagButton({ flagged, onToggle }: { flagged: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={flagged}
      onClick={onToggle}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 transition-colors ring-inset",
        flagged ? "bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200" : "text-slate-600 ring-slate-300 hover:bg-slate-50",
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4"
        fill={flagged ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M5 21V4h11l-2 4 2 4H5" />
      </svg>
      {flagged ? "Flagged" : "Flag for review"}
    </button>
  );
}
