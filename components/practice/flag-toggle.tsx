"use client";

import { useState } from "react";
import { cn } from "@/components/ui/cn";
import { apiFetch } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";

/** "Flag for review", saved on the server at once (it feeds the "Flagged by me" source). */
export function FlagToggle({
  questionId,
  flagged,
  onChange,
}: {
  questionId: string;
  flagged: boolean;
  onChange: (flagged: boolean) => void;
}) {
  const [saving, setSaving] = useState(false);
  async function toggle() {
    const next = !flagged;
    onChange(next);
    setSaving(true);
    const result = await apiFetch("flags", { method: "POST", body: { questionId, flagged: next } });
    setSaving(false);
    if (!result.success) {
      onChange(!next);
      toast.error(result.message ?? "The flag could not be saved.");
    }
  }
  return (
    <button
      type="button"
      aria-pressed={flagged}
      aria-busy={saving}
      onClick={() => void toggle()}
      className={cn(
        "inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold ring-1 transition-colors ring-inset",
        flagged ? "bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200" : "text-slate-600 ring-slate-300 hover:bg-slate-50",
      )}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-4"
        fill={flagged ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M5 21V4h11l-2 4 2 4H5" />
      </svg>
      {flagged ? "Flagged" : "Flag for review"}
    </button>
  );
}
