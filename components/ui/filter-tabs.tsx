import Link from "next/link";
import { cn } from "@/components/ui/cn";
import { hrefWith } from "@/lib/pagination";

export type FilterTab = { value: string; label: string; count?: number };

type FilterTabsProps = {
  /** Names the navigation for screen readers, e.g. "Filter notes". */
  label: string;
  tabs: readonly FilterTab[];
  current: string;
  path: string;
  /** The query parameter the tabs set; choosing a tab goes back to page 1. */
  param: string;
  /** Other filters kept when switching tab (e.g. the search). */
  query?: Record<string, string | undefined>;
  /** The tab that needs no parameter in the address. */
  defaultValue: string;
};

/** A segmented set of filter links (`?param=`): every view has its own address and works before hydration. */
export function FilterTabs({ label, tabs, current, path, param, query = {}, defaultValue }: FilterTabsProps) {
  // Wraps rather than scrolls: at 390 px a scrolled row cut its last tab ("Rej…") with no sign there was more.
  return (
    <nav aria-label={label} className="inline-flex max-w-full flex-wrap gap-y-1 rounded-xl bg-slate-200/70 p-1">
      {tabs.map((tab) => {
        const selected = tab.value === current;
        return (
          <Link
            key={tab.value}
            href={hrefWith(path, { ...query, [param]: tab.value === defaultValue ? undefined : tab.value })}
            aria-current={selected ? "page" : undefined}
            scroll={false}
            className={cn(
              "flex shrink-0 items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors sm:px-4",
              selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
            )}
          >
            {tab.label}
            {tab.count !== undefined && (
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  selected ? "bg-brand-50 text-brand-800" : "bg-white/70 text-slate-600",
                )}
              >
                {tab.count.toLocaleString("en-US")}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
