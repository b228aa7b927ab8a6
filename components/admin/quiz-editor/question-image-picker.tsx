"use client";

import { useState, type ChangeEvent } from "react";
import { QuestionImage } from "@/components/quiz/question-image";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { UploadProgress } from "@/components/ui/upload-progress";
import { MAX_QUESTION_IMAGE_BYTES } from "@/lib/files/limits";
import { postMultipart } from "@/client/post-multipart";
import { notifyFailure, toast } from "@/client/toast";
import { imageUrl } from "@/lib/images/keys";

type Props = {
  questionKey: string;
  imageKey: string | null | undefined;
  imageAlt: string | null | undefined;
  onChange: (patch: { imageKey?: string | null; imageAlt?: string | null }) => void;
};

/** Picks, uploads (with progress) and previews a question's image, with its short description. */
export function QuestionImagePicker({ questionKey, imageKey, imageAlt, onChange }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const inputId = `${questionKey}-image`;

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > MAX_QUESTION_IMAGE_BYTES) return toast.warning("The image is too large: 5 MB at most.");
    const form = new FormData();
    form.append("file", file);
    setProgress(0);
    const result = await postMultipart<{ key: string }>("/api/questions/images", form, setProgress);
    setProgress(null);
    if (!result.success || !result.data) return notifyFailure(result, "The image could not be uploaded.");
    onChange({ imageKey: result.data.key });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Image <span className="font-normal text-slate-500">(optional: PNG, JPEG or WebP, 5 MB at most)</span>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={upload}
          disabled={progress !== null}
          className="text-sm"
        />
        {imageKey && (
          <Button size="sm" variant="ghost" onClick={() => onChange({ imageKey: null, imageAlt: null })}>
            Remove image
          </Button>
        )}
      </div>
      {progress !== null && <UploadProgress value={progress} checking="Checking and converting the image…" />}
      {imageKey && (
        <>
          <QuestionImage src={imageUrl(imageKey)} alt={imageAlt} />
          <Field id={`${questionKey}-image-alt`} label="Image description (alt text)" hint="What the image shows, for screen readers.">
            {(c) => <Input {...c} maxLength={300} value={imageAlt ?? ""} onChange={(e) => onChange({ imageAlt: e.target.value })} />}
          </Field>
        </>
      )}
    </div>
  );
}
