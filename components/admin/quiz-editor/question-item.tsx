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
import { EDITOR_IDS } from "./payload";
import type { EditorQuestion, QuizDraftActions } from "./use-quiz-draft";

type QuestionItemProps = {
  question: EditorQuestion;
  /** 1-based. */
  number: number;
  editing: boolean;
  actions: QuizDraftActions;
  /** Focus (by element id) after React has rendered a new row. */
  focusSoon: (id: string) => void;
};

/** The server's limit per question. */
const MAX_OPTIONS = 10;

const preview = (text: string) => (text.trim().length > 60 ? `${text.trim().slice(0, 60)}…` : text.trim());

/** "Question #n": its optional title, text, optional explanation and option rows. */
export function QuestionItem({ question, number, editing, actions, focusSoon }: QuestionItemProps) {
  const { key } = question;
  const correctCount = question.options.filter((option) => option.isCorrect).length;

  return (
    <Accordion.Item
      value={key}
      data-question-id={question.id}
      className="rounded-xl border border-slate-200 bg-white data-[state=open]:shadow-sm"
    >
      <div className="flex items-center gap-1 pr-2">
        <Accordion.Header className="min-w-0 flex-1">
          <Accordion.Trigger className="group flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left">
            <span className="shrink-0 font-semibold text-slate-900">Question #{number}</span>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-500">{preview(question.title?.trim() || question.question)}</span>
            <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
          </Accordion.Trigger>
        </Accordion.Header>
        {editing && question.id && (
          <RegradeButton
            questionId={question.id}
            onApplied={(key) =>
              question.options.forEach((option) =>
                actions.setOption(question.key, option.key, { isCorrect: key.includes(option.id ?? "") }),
              )
            }
          />
        )}
        {!editing && (
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
        <Field id={EDITOR_IDS.questionText(key)} label="Question" required>
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
          <p className="mt-0.5 text-xs text-slate-500">
            {editing
              ? "Correct answers are fixed once the quiz exists; you can fix the wording."
              : "Tick every correct option (one or more)."}
            {correctCount > 0 && ` ${correctCount} marked correct.`}
          </p>
          {question.options.length === 0 ? (
            <p className="mt-2 text-sm text-slate-500">No options yet.</p>
          ) : (
            <ol className="mt-2 space-y-1.5">
              {question.options.map((option, index) => (
                <OptionRow
                  key={option.key}
                  option={option}
                  number={index + 1}
                  editing={editing}
                  onChange={(patch) => actions.setOption(key, option.key, patch)}
                  onRemove={() => actions.removeOption(key, option.key)}
                />
              ))}
            </ol>
          )}
          {!editing && (
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
