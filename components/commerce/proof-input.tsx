"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NoteIcon } from "@/components/ui/icons";
import type { FieldControlProps } from "@/components/ui/field";
import { MAX_PROOF_BYTES } from "@/lib/files/limits";
import { formatBytes } from "@/lib/format";

export const PROOF_ACCEPT = "image/png,image/jpeg,image/webp,application/pdf";
export const PROOF_HINT = "A PNG, JPEG or WebP image, or a PDF, up to 5 MB.";

/**
 * Why the server would refuse this proof, or null. Checkout shows it as soon as the file is picked
 * and does not send the order while there is one, as Notes does (docs/rules.md, "Files and notes");
 * the server still checks everything itself.
 */
export function proofProblem(file: File | null): string | null {
  if (!file) return null;
  if (file.size === 0) return "This file is empty.";
  if (file.size > MAX_PROOF_BYTES) return `This file is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_PROOF_BYTES)}.`;
  if (file.type && !PROOF_ACCEPT.split(",").includes(file.type)) return "This doesn't look like a PNG, JPEG, WebP or PDF file.";
  return null;
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith("image/")) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

type ProofInputProps = { control: FieldControlProps; file: File | null; onChange: (file: File | null) => void; disabled?: boolean };

/** The payment screenshot picker: a native file input, then an image preview or a PDF chip. */
export function ProofInput({ control, file, onChange, disabled }: ProofInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);

  function clear() {
    onChange(null);
    if (inputRef.current) {
      inputRef.current.value = "";
      inputRef.current.focus();
    }
  }

  return (
    <div className="space-y-3">
      <Input
        {...control}
        ref={inputRef}
        type="file"
        name="file"
        accept={PROOF_ACCEPT}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        className="h-auto py-2 text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      {file && (
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-2.5">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={`Preview of ${file.name}`}
              className="size-16 shrink-0 rounded-lg bg-white object-cover ring-1 ring-slate-200"
            />
          ) : (
            <span className="grid size-16 shrink-0 place-items-center rounded-lg bg-white text-red-700 ring-1 ring-slate-200">
              <NoteIcon className="size-7" />
              <span className="sr-only">PDF file</span>
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
            <p className="text-xs text-slate-500">{formatBytes(file.size)}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={clear} disabled={disabled} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}
