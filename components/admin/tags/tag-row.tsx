"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input, Select } from "@/components/ui/input";
import { apiFetch } from "@/client/api";
import { useRefreshingAction } from "@/client/use-refreshing-action";
import type { TagView } from "@/lib/tags";
import { MAX_TAG_LENGTH } from "@/lib/questions/tag-names";

type Mode = "view" | "rename" | "merge";

/** One tag: its name and count; Rename edits the name in place, Merge picks the tag to keep. */
export function TagRow({ tag, others }: { tag: TagView; others: TagView[] }) {
  const [mode, setMode] = useState<Mode>("view");
  const [name, setName] = useState(tag.name);
  const [target, setTarget] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useRefreshingAction();
  const targetName = others.find((other) => other.id === target)?.name;

  const send = (body: { name: string } | { mergeInto: string }, success: string) =>
    run(() => apiFetch(`/api/tags/${tag.id}`, { method: "POST", body }), {
      success,
      failure: "Could not change the tag. Please try again.",
      refreshOn: ["NotFound", "AlreadyExists", "Conflict"],
    }).then((result) => result.success && setMode("view"));

  function rename(event: FormEvent) {
    event.preventDefault();
    void send({ name }, "Tag renamed");
  }

  return (
    <tr className="align-top">
      <td className="px-4 py-3">
        {mode === "rename" ? (
          <form onSubmit={rename} className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`tag-${tag.id}`}>
              New name for {tag.name}
            </label>
            <Input
              id={`tag-${tag.id}`}
              value={name}
              maxLength={MAX_TAG_LENGTH}
              onChange={(e) => setName(e.target.value)}
              className="max-w-60"
              autoFocus
            />
            <Button type="submit" size="sm" loading={busy}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode("view")}>
              Cancel
            </Button>
          </form>
        ) : mode === "merge" ? (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`merge-${tag.id}`} className="text-slate-700">
              Merge <strong>{tag.name}</strong> into
            </label>
            <Select id={`merge-${tag.id}`} value={target} onChange={(e) => setTarget(e.target.value)} className="max-w-60">
              <option value="">Choose a tag…</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </Select>
            <Button size="sm" variant="danger" disabled={!target} onClick={() => setConfirming(true)}>
              Merge
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode("view")}>
              Cancel
            </Button>
          </div>
        ) : (
          <span className="font-medium text-slate-900">{tag.name}</span>
        )}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">{tag.questionCount}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {mode === "view" && (
          <span className="inline-flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setMode("rename")} aria-label={`Rename ${tag.name}`}>
              Rename
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setMode("merge")}
              disabled={others.length === 0}
              aria-label={`Merge ${tag.name}`}
            >
              Merge
            </Button>
          </span>
        )}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Merge "${tag.name}" into "${targetName ?? ""}"?`}
          description={`Its ${tag.questionCount} question(s) move to "${targetName ?? ""}" and "${tag.name}" is removed. This cannot be undone.`}
          confirmLabel="Merge"
          onConfirm={() => send({ mergeInto: target }, "Tags merged")}
        />
      </td>
    </tr>
  );
}
