import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { StatementMapping } from "./types";

export type MappingDraft = Partial<Record<keyof StatementMapping, string>>;

const COLUMNS: { key: keyof StatementMapping; label: string; hint: string; optional?: boolean }[] = [
  { key: "date", label: "Date column", hint: "The day of the transfer." },
  { key: "amount", label: "Amount column", hint: "The credit, in rupees." },
  { key: "description", label: "Description column", hint: "Where the learner's reference or transaction number appears." },
  {
    key: "reference",
    label: "Reference column",
    hint: "Only if your bank puts the payer's reference in a column of its own.",
    optional: true,
  },
];

/** One select per column matching reads, its choices the file's header. */
export function MappingFields({
  header,
  mapping,
  errors,
  disabled,
  onChange,
}: {
  header: string[];
  mapping: MappingDraft;
  errors: Partial<Record<string, string>>;
  disabled: boolean;
  onChange: (next: MappingDraft) => void;
}) {
  const names = header.filter(Boolean);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Which columns hold what</legend>
      {COLUMNS.map(({ key, label, hint, optional }) => (
        <Field key={key} id={`mapping-${key}`} label={label} required={!optional} hint={hint} error={errors[`mapping.${key}`]}>
          {(control) => (
            <Select
              {...control}
              value={mapping[key] ?? ""}
              disabled={disabled}
              onChange={(event) => onChange({ ...mapping, [key]: event.target.value || undefined })}
            >
              <option value="">{optional ? "None" : "Choose a column"}</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ))}
    </fieldset>
  );
}

export const isComplete = (mapping: MappingDraft): mapping is StatementMapping =>
  Boolean(mapping.date && mapping.amount && mapping.description);
