"use client";

import { useMemo, useState } from "react";
import { Select } from "@/components/ui/input";

export const ALL_QUIZZES = "All Quizzes";

/** The distinct subject names, A→Z. */
export function subjectNames(names: Iterable<string>): string[] {
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** Filter state for a list by subject: "All Quizzes" (the default) or one subject name. */
export function useSubjectFilter<T>(items: readonly T[], subjectOf: (item: T) => string) {
  const [subject, setSubject] = useState(ALL_QUIZZES);
  const subjects = useMemo(() => subjectNames(items.map(subjectOf)), [items, subjectOf]);
  const visible = useMemo(
    () => (subject === ALL_QUIZZES ? items : items.filter((item) => subjectOf(item) === subject)),
    [items, subject, subjectOf],
  );
  return { subject, setSubject, subjects, visible };
}

type SubjectFilterProps = { id: string; subjects: string[]; value: string; onChange: (subject: string) => void };

/** "Filter by subject" select: "All Quizzes" plus the subject names. */
export function SubjectFilter({ id, subjects, value, onChange }: SubjectFilterProps) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Subject
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="w-full sm:w-56">
        <option value={ALL_QUIZZES}>{ALL_QUIZZES}</option>
        {subjects.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}
