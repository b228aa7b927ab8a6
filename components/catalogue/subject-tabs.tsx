import Link from "next/link";
import { cn } from "@/components/ui/cn";
import type { CatalogueSubject } from "@/lib/catalogue/public";

/** One link per subject; the choice lives in the URL (?subject=<id>) so it can be shared and crawled. */
export function SubjectTabs({ subjects, selectedId }: { subjects: CatalogueSubject[]; selectedId: string }) {
  return (
    <nav aria-label="Subjects">
      <ul className="flex flex-wrap gap-2">
        {subjects.map((subject) => {
          const current = subject.id === selectedId;
          return (
            <li key={subject.id}>
              <Link
                href={{ pathname: "/quiz", query: { subject: subject.id } }}
                scroll={false}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors ring-inset",
                  current
                    ? "bg-brand-700 text-white ring-brand-700"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200",
                )}
              >
                {subject.name}
                <span className={cn("rounded-full px-1.5 text-xs", current ? "bg-white/20" : "bg-slate-100 text-slate-600")}>
                  <span className="sr-only">(</span>
                  {subject.quizzes.length}
                  <span className="sr-only"> {subject.quizzes.length === 1 ? "quiz" : "quizzes"})</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
