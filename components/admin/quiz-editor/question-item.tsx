"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ChevronDownIcon } from "@/components/ui/icons";
import { Input, Textarea } from "@/components/ui/input";
import { RegradeButton } from "@/components/admin/regrade/regrade-dialog";
import { TEXT_LIMITS } from "@/lib/quizzes/limits";
import { OptionRow } from "./option-row";
import { QuestionBankFields } from "./question-bank-fields";
import { severalAnswersAsked } from "@/lib/quizzes/stem-check";
import { EDITOR_IDS, isNewQuestion } from "./payload";
import { Badge, StemWarning } from "./question-notes";
import type { EditorQuestion, QuizDraftActions } from "./use-quiz-draft";

type QuestionItemProps = {
  question: EditorQuestion;
  /** 1-based. */
  number: number;
  /** Edit mode (a saved quiz): its saved questions keep their options and keys; new ones are typed freely. */
  editing: boolean;
  actions: QuizDraftActions;
  /** Focus (by element id) after React has rendered a new row. */
  focusSoon: (id: string) => void;
  /** Why the last save refused this question: shown under its header, open or not. */
  problem?: string;
};

/** The server's limit per question. */
const MAX_OPTIONS = 10;

const preview = (text: string) => (text.trim().length > 60 ? `${text.trim().slice(0, 60)}…` : text.trim());

/** What ticks mean (docs/rules.md, "Catalogue and authoring"): each ticked option is accepted. */
function keyHint(locked: boolean, correctCount: number): string {
  if (locked)
    return "Correct answers are fixed once the question is saved (a wrong key is changed with Change key); you can fix the wording.";
  const ticked = correctCount > 1 ? ` ${correctCount} ticked: a learner who picks any one of them scores.` : "";
  return `Tick the single best answer. If you tick several, each is accepted as correct.${ticked}`;
}

/** "Question #n": its optional title, text, optional explanation and option rows. */
export function QuestionItem({ question, number, editing, actions, focusSoon, problem }: QuestionItemProps) {
  const { key } = question;
  const isNew = isNewQuestion(question);
  const locked = editing && !isNew;
  const correctCount = question.options.filter((option) => option.isCorrect).length;
  const severalAsked = severalAnswersAsked(question.question);

  return (
    <Accordion.Item
      value={key}
      data-question-id={question.id}
      className="rounded-xl border border-slate-200 bg-white data-[state=open]:shadow-sm"
    >
      <div className="flex items-center gap-1 pr-2">
        <Accordion.Header className="min-w-0 flex-1">
          <Accordion.Trigger className="group flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left">
            {/* Wraps on a phone, so the labels never run under the buttons beside the header. */}
            <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
              <span className="shrink-0 font-semibold text-slate-900">Question #{number}</span>
              {editing && isNew && <Badge tone="brand">New</Badge>}
              {severalAsked && <Badge tone="warning">Asks for several</Badge>}
              <span className="min-w-0 flex-1 basis-20 truncate text-sm text-slate-500">
                {preview(question.title?.trim() || question.question)}
              </span>
            </span>
            <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
          </Accordion.Trigger>
        </Accordion.Header>
        {locked && question.id && (
          <RegradeButton
            questionId={question.id}
            onApplied={(key) =>
              question.options.forEach((option) =>
                actions.setOption(question.key, option.key, { isCorrect: key.includes(option.id ?? "") }),
              )
            }
          />
        )}
        {!locked && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700! hover:bg-red-50!"
            onClick={() => actions.removeQuestion(key)}
            aria-label={`Remove question #${number}`}
          >
            Remove
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="mx-4 mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          Question #{number}: {problem}
        </p>
      )}
      <Accordion.Content className="space-y-4 border-t border-slate-100 px-4 pt-4 pb-4">
        <Field
          id={`${key}-title`}
          label="Title (optional)"
          hint="Your name for the question, kept in GIFT and spreadsheet files. Learners never see it."
        >
          {(c) => (
            <Input
              {...c}
              maxLength={TEXT_LIMITS.title.max}
              value={question.title ?? ""}
              onChange={(e) => actions.setQuestion(key, { title: e.target.value })}
            />
          )}
        </Field>
        <Field
          id={EDITOR_IDS.questionText(key)}
          label="Question"
          required
          hint={severalAsked ? <StemWarning phrase={severalAsked} /> : undefined}
        >
          {(c) => (
            <Textarea
              {...c}
              rows={3}
              maxLength={4000}
              value={question.question}
              onChange={(e) => actions.setQuestion(key, { question: e.target.value })}
            />
          )}
        </Field>
        <QuestionBankFields question={question} actions={actions} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Options</legend>
          <p className="mt-0.5 text-xs text-slate-500">{keyHint(locked, correctCount)}</p>
          {question.options.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No options yet.</p>
          ) : (
            <ol className="mt-2 space-y-1.5">
              {question.options.map((option, index) => (
                <OptionRow
                  key={option.key}
                  option={option}
                  number={index + 1}
                  locked={locked}
                  onChange={(patch) => actions.setOption(key, option.key, patch)}
                  onRemove={() => actions.removeOption(key, option.key)}
                />
              ))}
            </ol>
          )}
          {!locked && (
            <Button
              id={EDITOR_IDS.addOption(key)}
              variant="secondary"
              size="sm"
              className="mt-2"
              disabled={question.options.length >= MAX_OPTIONS}
              title={question.options.length >= MAX_OPTIONS ? `At most ${MAX_OPTIONS} options per question` : undefined}
              onClick={() => focusSoon(EDITOR_IDS.optionText(actions.addOption(key)))}
            >
              Add Option
            </Button>
          )}
        </fieldset>
        <Field id={`${key}-explanation`} label="Explanation (shown after the attempt)" hint="Optional.">
          {(c) => (
            <Textarea
              {...c}
              rows={2}
              maxLength={4000}
              value={question.explanation ?? ""}
              onChange={(e) => actions.setQuestion(key, { explanation: e.target.value })}
            />
          )}
        </Field>
      </Accordion.Content>
    </Accordion.Item>
  );
}
