"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { QuestionImagePicker } from "./question-image-picker";
import { TagInput } from "./tag-input";
import type { EditorQuestion, QuizDraftActions } from "./use-quiz-draft";

/** Image, reference and tags of a question: they change no score, so edit mode may change them. */
export function QuestionBankFields({ question, actions }: { question: EditorQuestion; actions: QuizDraftActions }) {
  const { key } = question;
  return (
    <div className="space-y-4 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-100">
      <QuestionImagePicker
        questionKey={key}
        imageKey={question.imageKey}
        imageAlt={question.imageAlt}
        onChange={(patch) => actions.setQuestion(key, patch)}
      />
      <Field id={`${key}-reference`} label="Reference" hint={`Optional, e.g. "Miller's Anesthesia 9e, ch. 27". Shown after the attempt.`}>
        {(c) => (
          <Input
            {...c}
            maxLength={500}
            value={question.reference ?? ""}
            onChange={(e) => actions.setQuestion(key, { reference: e.target.value })}
          />
        )}
      </Field>
      <TagInput id={`${key}-tags`} tags={question.tags ?? []} onChange={(tags) => actions.setQuestion(key, { tags })} />
    </div>
  );
}
