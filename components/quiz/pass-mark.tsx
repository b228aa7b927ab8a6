import { cn } from "@/components/ui/cn";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";
import type { PassMark as PassMarkRule } from "@/lib/sitting-rules/pass";

type PassMarkProps = {
  passed: boolean;
  /** Default "Passed" / "Failed". */
  text?: string;
  showText?: boolean;
  /** The mark the pass was judged against, said after the word (lib/sitting-rules/pass.ts); where the word is shown, the rule usually is too (PassRule). */
  mark?: Pick<PassMarkRule, "label">;
  className?: string;
};

/**
 * ✓ green for a pass, ✗ red for a fail, with the word (shown or for screen readers) and, when
 * given, the mark it was judged against ("Failed, FCPS pass mark 70% (estimate)").
 */
export function PassMark({ passed, text = passed ? "Passed" : "Failed", showText = false, mark, className }: PassMarkProps) {
  const Icon = passed ? CheckIcon : CloseIcon;
  return (
    <span className={cn("inline-flex items-center gap-1.5 font-semibold", passed ? "text-emerald-700" : "text-red-700", className)}>
      <span className={cn("grid size-6 place-items-center rounded-full", passed ? "bg-emerald-100" : "bg-red-100")}>
        <Icon className="size-4" strokeWidth={2.6} />
      </span>
      <span className={showText ? undefined : "sr-only"}>{mark ? `${text}, ${mark.label}` : text}</span>
    </span>
  );
}

/** The line that names the rule under a pass or a fail: "Judged against the quiz pass mark 50%." */
export function PassRule({ mark, className }: { mark: Pick<PassMarkRule, "label">; className?: string }) {
  return <span className={cn("text-sm text-slate-600", className)}>Judged against the {mark.label}.</span>;
}
