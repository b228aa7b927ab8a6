"use client";

import { useEffect, useState, type KeyboardEvent } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/client/api";
import { MAX_TAG_LENGTH, MAX_TAGS_PER_QUESTION, uniqueTagNames } from "@/lib/questions/tag-names";

/** How many suggestions the datalist offers at once. */
const SUGGESTIONS = 20;

/**
 * Existing tag names containing what is typed (GET /api/tags?search=, by name), asked a moment after
 * typing stops: the bank may hold thousands of tags, so they are never loaded whole.
 */
function useTagSuggestions(text: string): string[] {
  const [names, setNames] = useState<string[]>([]);
  const search = text.trim();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ search, pageSize: String(SUGGESTIONS) });
      void apiFetch<{ name: string }[]>(`tags?${query}`).then((result) => {
        if (current) setNames((result.data ?? []).map((tag) => tag.name));
      });
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search]);
  return names;
}

/** Tags as removable chips; Enter or comma adds the typed name, with suggestions from existing tags. */
export function TagInput({ id, tags, onChange }: { id: string; tags: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState("");
  const known = useTagSuggestions(text);
  const full = tags.length >= MAX_TAGS_PER_QUESTION;

  function add() {
    const name = text.trim().replace(/\s+/g, " ");
    if (name) onChange(uniqueTagNames([...tags, name]).slice(0, MAX_TAGS_PER_QUESTION));
    setText("");
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) onChange(tags.slice(0, -1));
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Tags <span className="font-normal text-slate-500">(up to {MAX_TAGS_PER_QUESTION}; Enter adds one)</span>
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm text-brand-800 ring-1 ring-brand-100"
            >
              {tag}
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-brand-100"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        list={`${id}-suggestions`}
        value={text}
        maxLength={MAX_TAG_LENGTH}
        disabled={full}
        placeholder={full ? "Ten tags: remove one to add another" : "e.g. ECG"}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      <datalist id={`${id}-suggestions`}>
        {known.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
