"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { EDITOR_IDS } from "./payload";
import { ScheduleFields } from "./schedule-fields";
import type { EditorInfo } from "./use-quiz-draft";

export type SubjectChoice = { id: string; name: string };

type QuizInfoPanelProps = {
  info: EditorInfo;
  onChange: (field: keyof EditorInfo, value: string) => void;
  editing: boolean;
  subjects: SubjectChoice[];
  /** A grand test that has opened: its schedule and time are read-only. */
  scheduleLocked: boolean;
  /** The server's refusals by field name, shown beside the field. */
  errors: Partial<Record<keyof EditorInfo, string>>;
  /** What ends this panel on wide screens (the note on what is fixed once saved); the submit bar follows it. */
  submit: ReactNode;
};

function subjectHint(count: number) {
  if (count === 0)
    return (
      <>
        No subjects yet:{" "}
        <Link href="/admin/subject" className="font-semibold text-brand-700 underline">
          add one first
        </Link>
        .
      </>
    );
  return undefined;
}

/** Left panel "Quiz Information": the quiz's own fields. */
export function QuizInfoPanel({ info, onChange, editing, subjects, scheduleLocked, errors, submit }: QuizInfoPanelProps) {
  const lockedHint = editing ? "Fixed once the quiz exists." : undefined;
  const timeHint = scheduleLocked ? "Fixed once the grand test opened." : editing ? "Minutes; 0 = untimed." : "Minutes.";
  return (
    <section aria-labelledby="quiz-info-heading" className="space-y-4">
      <h3 id="quiz-info-heading" className="text-base font-semibold text-slate-900">
        Quiz Information
      </h3>
      <Field id={EDITOR_IDS.name} label="Title" required error={errors.name}>
        {(c) => <Input {...c} value={info.name} maxLength={200} onChange={(e) => onChange("name", e.target.value)} />}
      </Field>
      <Field
        id={EDITOR_IDS.description}
        label="Description"
        required
        hint="Shown to learners as the quiz instructions."
        error={errors.description}
      >
        {(c) => (
          <Textarea {...c} rows={4} maxLength={4000} value={info.description} onChange={(e) => onChange("description", e.target.value)} />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={EDITOR_IDS.quizTime} label="Quiz Total Time" required hint={timeHint} error={errors.quizTime}>
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={editing ? 0 : 1}
              max={600}
              step={1}
              readOnly={scheduleLocked}
              value={info.quizTime}
              onChange={(e) => onChange("quizTime", e.target.value)}
            />
          )}
        </Field>
        <Field id={EDITOR_IDS.eachMCQMarks} label="Each Question Marks" required hint={lockedHint}>
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              disabled={editing}
              value={info.eachMCQMarks}
              onChange={(e) => onChange("eachMCQMarks", e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id={EDITOR_IDS.subject} label="Select Subject" required hint={lockedHint ?? subjectHint(subjects.length)}>
        {(c) => (
          <Select {...c} value={info.subject} disabled={editing} onChange={(e) => onChange("subject", e.target.value)}>
            <option value="">Choose a subject</option>
            {subjects.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {subject.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ScheduleFields schedule={info} onChange={onChange} locked={scheduleLocked} errors={errors} />
      {submit}
    </section>
  );
}
