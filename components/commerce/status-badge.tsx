import { cn } from "@/components/ui/cn";

export type PaymentStatus = "PENDING" | "ACCEPTED" | "REJECTED" | "REVOKED";

/** What each status is called on screen. */
export const STATUS_LABEL: Record<PaymentStatus, string> = {
  PENDING: "Pending",
  ACCEPTED: "Approved",
  REJECTED: "Rejected",
  REVOKED: "Revoked",
};

const tones: Record<PaymentStatus, string> = {
  PENDING: "bg-amber-50 text-amber-800 ring-amber-200",
  ACCEPTED: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  REJECTED: "bg-red-50 text-red-800 ring-red-200",
  REVOKED: "bg-slate-100 text-slate-800 ring-slate-300",
};

const dots: Record<PaymentStatus, string> = {
  PENDING: "bg-amber-500",
  ACCEPTED: "bg-emerald-500",
  REJECTED: "bg-red-500",
  REVOKED: "bg-slate-500",
};

export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[status],
        className,
      )}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", dots[status])} />
      {STATUS_LABEL[status]}
    </span>
  );
}
