import { cn } from "@/components/ui/cn";

/** A, B, C… for the option at `index`. */
export const letterOf = (index: number) => String.fromCharCode(65 + (index % 26));

/** The round letter badge in front of an option. */
export function OptionLetter({ index, className }: { index: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ring-1 ring-inset", className)}
    >
      {letterOf(index)}
    </span>
  );
}
