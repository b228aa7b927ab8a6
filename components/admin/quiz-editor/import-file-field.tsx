"use client";

import type { ChangeEvent } from "react";

type ImportFileFieldProps = {
  id: string;
  label: string;
  accept: string;
  /** The server's message when the file was refused, else null. */
  error: string | null;
  /** Every problem the server named, each as one line; a list is shown when there are several. */
  problems: string[];
  /** What the problems are in: "document", "spreadsheet". */
  what: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** The file input of an import (Word, spreadsheet) and, under it, why the file was refused. */
export function ImportFileField({ id, label, accept, error, problems, what, onFile }: ImportFileFieldProps) {
  const errorId = `${id}-error`;
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={onFile}
          className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
      </div>
      {error && (
        <div id={errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-medium">{problems.length > 1 ? `${problems.length} problems to fix in the ${what}:` : error}</p>
          {problems.length > 1 && (
            <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5">
              {problems.map((problem, index) => (
                <li key={`${index}-${problem}`}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
