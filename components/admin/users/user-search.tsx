"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";

const DEBOUNCE_MS = 300;

/**
 * Search by email or name. Typing updates `?search=` (and goes back to page 1) (debounced, replace: no history spam), so the
 * server renders the matching list and the address can be shared. Before hydration the form is a
 * plain GET form, and whatever was typed before React took over is picked up on mount.
 */
export function UserSearch({ initial, keep = {} }: { initial: string; keep?: Record<string, string | undefined> }) {
  const router = useRouter();
  const pathname = usePathname();
  const current = useSearchParams();
  const [value, setValue] = useState(initial);
  const [pending, startTransition] = useTransition();
  const applied = useRef(initial);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const typedBeforeHydration = input.current?.value;
    if (typedBeforeHydration !== undefined) setValue(typedBeforeHydration);
  }, []);

  function apply(raw: string) {
    const search = raw.trim();
    if (search === applied.current) return;
    applied.current = search;
    // Other filters stay; a new search starts again at page 1.
    const params = new URLSearchParams(current);
    params.delete("page");
    if (search) params.set("search", search);
    else params.delete("search");
    const query = params.size > 0 ? `?${params}` : "";
    startTransition(() => router.replace(`${pathname}${query}`, { scroll: false }));
  }

  useEffect(() => {
    const timer = setTimeout(() => apply(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apply reads refs only; re-run on the typed value alone
  }, [value]);

  function submitNow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(value);
  }

  return (
    <form role="search" method="get" onSubmit={submitNow} className="relative w-full sm:max-w-sm">
      {Object.entries(keep).map(([name, kept]) => (kept ? <input key={name} type="hidden" name={name} value={kept} /> : null))}
      <label htmlFor="user-search" className="sr-only">
        Search users
      </label>
      <Input
        ref={input}
        id="user-search"
        name="search"
        type="search"
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        placeholder="Search by email or name"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        className="pr-10"
      />
      {pending && (
        <span className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-700">
          <Spinner size="sm" label="Searching…" />
        </span>
      )}
    </form>
  );
}
