"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { MAX_STATEMENT_BYTES } from "@/lib/payments/statements/limits";
import type { BankMapping } from "@/lib/payments/statements/mappings";

const FILE_CLASSES =
  "block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 " +
  "file:font-semibold file:text-brand-800 hover:file:bg-brand-100";

type StatementFieldsProps = {
  banks: BankMapping[];
  bank: string;
  errors: Record<string, string | undefined>;
  onBank: (bank: string) => void;
  onFile: (file: File | null) => void;
};

/** Which bank (its remembered mapping) and its export. */
export function StatementFields({ banks, bank, errors, onBank, onFile }: StatementFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="statement-bank" label="Bank" required error={errors.bank} hint="Its column mapping is remembered for next time.">
        {(control) => (
          <>
            <Input
              {...control}
              list="known-banks"
              value={bank}
              autoComplete="off"
              maxLength={100}
              onChange={(event) => onBank(event.target.value)}
            />
            <datalist id="known-banks">
              {banks.map((known) => (
                <option key={known.bank} value={known.bank} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field
        id="statement-file"
        label="Statement file"
        required
        error={errors.file}
        hint={`Your bank's export as CSV or XLSX, up to ${MAX_STATEMENT_BYTES / 1024 / 1024} MB.`}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            className={FILE_CLASSES}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
    </div>
  );
}
