"use client";

import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import type { AdminSubject } from "../types";

export type SubjectValues = { name: string; price: string; description: string };
export type SubjectField = keyof SubjectValues;
export type SubjectErrors = Partial<Record<SubjectField, string>>;

export const emptySubjectValues: SubjectValues = { name: "", price: "", description: "" };

export const subjectValuesOf = (subject: AdminSubject): SubjectValues => ({
  name: subject.name,
  price: String(subject.price),
  description: subject.description ?? "",
});

/** Title and price are required, the price a number of rupees ≥ 0. */
export function checkSubject(values: SubjectValues): SubjectErrors {
  const errors: SubjectErrors = {};
  if (values.name.trim() === "") errors.name = "Please enter a title.";
  const price = Number(values.price);
  if (values.price.trim() === "") errors.price = "Please enter a price.";
  else if (!Number.isFinite(price) || price < 0) errors.price = "Enter the price as a number of rupees, e.g. 500.";
  return errors;
}

/** The API body: price parsed as a number, an empty description left out. */
export function subjectPayload(values: SubjectValues) {
  const description = values.description.trim();
  return { name: values.name.trim(), price: Number(values.price), ...(description ? { description } : {}) };
}

export const SUBJECT_FIELDS = ["name", "price", "description"] as const satisfies readonly SubjectField[];

type SubjectFieldsProps = {
  /** Prefix for the control ids (unique per form). */
  idPrefix: string;
  values: SubjectValues;
  errors: SubjectErrors;
  onChange: (field: SubjectField, value: string) => void;
};

export function SubjectFields({ idPrefix, values, errors, onChange }: SubjectFieldsProps) {
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <Field id={`${idPrefix}-name`} label="Title" required error={errors.name}>
          {(c) => <Input {...c} value={values.name} maxLength={120} onChange={(e) => onChange("name", e.target.value)} />}
        </Field>
        <Field id={`${idPrefix}-price`} label="Price (PKR)" required error={errors.price}>
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={values.price}
              onChange={(e) => onChange("price", e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field id={`${idPrefix}-description`} label="Description" hint="Optional." error={errors.description}>
        {(c) => (
          <Textarea {...c} rows={4} maxLength={2000} value={values.description} onChange={(e) => onChange("description", e.target.value)} />
        )}
      </Field>
    </div>
  );
}
