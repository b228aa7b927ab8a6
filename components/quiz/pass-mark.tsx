import { cn } from "@/components/ui/cn";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";

/** ✓ green for a pass (lib/attempts/rules: isPass), ✗ red for a fail, with the word (shown or for screen readers). */
type PassMarkProps = { passed: boolean; /** Default "Passed" / "Failed". */ text?: string; showText?: boolean; className?: string };

export function PassMark({ passed, text = passed ? "Passed" : "Failed", showText = false, className }: PassMarkProps) {
  const Icon = passed ? CheckIcon : CloseIcon;
  return (
    <span className={cn("inline-flex items-center gap-1.5 font-semibold", passed ? "text-emerald-700" : "text-red-700", className)}>
      <span className={cn("grid size-6 place-items-center rounded-full", passed ? "bg-emerald-100" : "bg-red-100")}>
        <Icon className="size-4" strokeWidth={2.6} />
      </span>
      <span className={showText ? undefined : "sr-only"}>{text}</span>
    </span>
  );
}
