import { cn } from "./cn";

const sizes = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" } as const;

export type SpinnerProps = {
  size?: keyof typeof sizes;
  /** When given, the spinner is announced (role="status"); otherwise it is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ size = "md", label, className }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        "inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]",
        sizes[size],
        className,
      )}
    />
  );
  if (!label) return circle;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A centred spinner for a loading region or route. It fills the screen below the header, so the
 * footer stays below the fold until the page streams in (the footer jumping was a layout shift).
 */
export function LoadingBlock({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center gap-3 text-brand-700">
      <Spinner size="lg" />
      <span className="text-sm font-medium text-slate-600">{label}</span>
    </div>
  );
}

/** What a dialog shows while it reads what it needs: a spinner with `loading`, or the read's failure. */
export function LoadingOrFailed({ loading, failed }: { loading: string; failed: string | null }) {
  return failed ? (
    <p role="alert" className="text-sm text-red-700">
      {failed}
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner size="sm" /> {loading}
    </p>
  );
}
