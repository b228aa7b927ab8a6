import Link from "next/link";
import { cn } from "@/components/ui/cn";

/** `href={null}` renders the logo without a link (e.g. inside a quiz window). */
type BrandProps = { href?: string | null; tone?: "light" | "dark"; className?: string };

/** The AnaesPrep logo mark and word, linking home. `tone="dark"` for dark backgrounds. */
export function Brand({ href = "/", tone = "light", className }: BrandProps) {
  const classes = cn("inline-flex items-center gap-2 rounded-lg font-bold tracking-tight", className);
  const content = (
    <>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={tone === "dark" ? "#ffffff" : "#0f6762"} />
        <path
          d="M5 17h5l2.5-6 4 11 3-8 1.5 3H27"
          fill="none"
          stroke={tone === "dark" ? "#0f6762" : "#ffffff"}
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cn("text-lg", tone === "dark" ? "text-white" : "text-slate-900")}>
        Anaes<span className={tone === "dark" ? "text-brand-200" : "text-brand-700"}>Prep</span>
      </span>
    </>
  );
  if (href === null) return <span className={classes}>{content}</span>;
  return (
    <Link href={href} className={classes}>
      {content}
    </Link>
  );
}
