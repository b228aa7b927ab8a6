"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition, type FormEvent } from "react";
import { toast } from "@/client/toast";
import { postMultipart } from "@/client/post-multipart";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { NoteView } from "@/lib/notes";
import { NOTE_ACCEPT, NOTE_HINT, noteFileProblem } from "./file-kinds";
import { UploadProgress } from "@/components/ui/upload-progress";

type Errors = { name?: string; file?: string };

export type NoteUploadFormProps = {
  /** One line under the heading: who will see the upload. */
  description: string;
};

/**
 * Title + file → POST /api/notes/upload-note with progress. Both are needed, else nothing is
 * sent; "Uploaded successfully" or "Upload failed" with the server's reason; then the
 * server-rendered lists are refreshed.
 */
export function NoteUploadForm({ description }: NoteUploadFormProps) {
  const router = useRouter();
  const ids = useId();
  const nameId = `${ids}-name`;
  const fileId = `${ids}-file`;
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [refreshing, startTransition] = useTransition();
  const busy = progress !== null;

  function show(next: Errors) {
    setErrors(next);
    const first = next.name ? nameId : next.file ? fileId : null;
    if (first) document.getElementById(first)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    const problems: Errors = {
      name: name ? undefined : "Please add a title.",
      file: file ? (noteFileProblem(file) ?? undefined) : "Please choose a file.",
    };
    if (problems.name || problems.file || !file) return show(problems);

    const data = new FormData();
    data.set("name", name);
    data.set("file", file);
    setErrors({});
    setProgress(0);
    const result = await postMultipart<NoteView>("/api/notes/upload-note", data, setProgress);
    setProgress(null);
    if (result.kind === "Unauthenticated") return; // postMultipart is already on its way to /login

    if (result.success) {
      toast.success("Uploaded successfully");
      formRef.current?.reset();
      setFile(null);
      startTransition(() => router.refresh());
      return;
    }
    const reason = result.message ?? "Please try again.";
    toast.error("Upload failed", { description: reason });
    const field =
      result.field === "name"
        ? "name"
        : result.field === "file" || result.kind === "TooLarge" || result.kind === "UnsupportedType"
          ? "file"
          : null;
    if (field) show({ [field]: reason });
  }

  const clear = (key: keyof Errors) => errors[key] && setErrors((previous) => ({ ...previous, [key]: undefined }));

  return (
    <Card as="section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
        Upload a note
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy || undefined} className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={nameId} label="Title" required error={errors.name}>
            {(control) => (
              <Input
                {...control}
                name="name"
                maxLength={200}
                autoComplete="off"
                placeholder="e.g. Airway assessment summary"
                disabled={busy}
                onChange={() => clear("name")}
              />
            )}
          </Field>
          <Field id={fileId} label="File" required error={errors.file} hint={NOTE_HINT}>
            {(control) => (
              <Input
                {...control}
                type="file"
                name="file"
                accept={NOTE_ACCEPT}
                disabled={busy}
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                  clear("file");
                }}
                className="h-auto py-2 text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
              />
            )}
          </Field>
        </div>
        {busy && <UploadProgress value={progress} checking="Checking the file…" />}
        <div className="flex justify-end">
          <Button type="submit" loading={busy || refreshing} loadingText={busy ? "Uploading…" : "Refreshing…"} className="w-full sm:w-auto">
            Upload
          </Button>
        </div>
      </form>
    </Card>
  );
}
