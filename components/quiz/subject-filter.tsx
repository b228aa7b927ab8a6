"use client";

import { usePathname, useRouter } from "next/navigation";
import { useTransition } from "react";
import { useHydrated } from "@/components/commerce/use-hydrated";
import { buttonClasses } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { hrefWith } from "@/lib/pagination";

export const ALL_QUIZZES = "All Quizzes";

type SubjectFilterProps = {
  id: string;
  subjects: readonly { id: string; name: string }[];
  /** The chosen subject's id; "All Quizzes" when absent. */
  value?: string;
};

/**
 * "Subject" select: "All Quizzes" plus the subject names. The choice is `?subject=<id>` in the
 * address (the server filters; back to page 1): a GET form before hydration, a navigation on change after.
 */
export function SubjectFilter({ id, subjects, value }: SubjectFilterProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  return (
    <form method="get" className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Subject
      </label>
      <Select
        id={id}
        name="subject"
        defaultValue={value ?? ""}
        onChange={(event) => {
          const subject = event.currentTarget.value || undefined;
          startTransition(() => router.push(hrefWith(pathname, { subject }), { scroll: false }));
        }}
        className="w-full sm:w-56"
      >
        <option value="">{ALL_QUIZZES}</option>
        {subjects.map((subject) => (
          <option key={subject.id} value={subject.id}>
            {subject.name}
          </option>
        ))}
      </Select>
      {!hydrated && (
        <button type="submit" className={buttonClasses({ variant: "outline" })}>
          Show
        </button>
      )}
      {pending && <Spinner size="sm" label="Loading…" />}
    </form>
  );
}
