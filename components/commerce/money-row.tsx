import { cn } from "@/components/ui/cn";
import { formatPKR } from "@/lib/format";

export type MoneyRowProps = { label: string; amount: number; strong?: boolean; className?: string };

/** One "label … PKR 1,200.00" line of a description list (cart summary, payment dialog). */
export function MoneyRow({ label, amount, strong = false, className }: MoneyRowProps) {
  return (
    <div
      className={cn(
        "flex items-baseline justify-between gap-4",
        strong ? "text-base font-semibold text-slate-900" : "text-sm text-slate-600",
        className,
      )}
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatPKR(amount)}</dd>
    </div>
  );
}
