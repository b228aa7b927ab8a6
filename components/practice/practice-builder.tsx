"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { apiFetch } from "@/client/api";
import { toast } from "@/client/toast";
import { PRACTICE_LIMITS } from "@/lib/practice-rules/schemas";
import { AT_MY_LEVEL } from "@/lib/readiness/constants";
import { PRACTICE_SOURCES, type PracticeMode, type PracticeSource } from "@/lib/practice-rules/terms";
import type { CreatedPractice, PracticeChoices } from "./types";

const SOURCE_LABELS: Record<PracticeSource, string> = {
  all: "All questions",
  unused: "Unused (never answered)",
  incorrect: "Incorrect (last answer wrong)",
  flagged: "Flagged by me",
  weak: "Unused or incorrect",
  atMyLevel: "At my level",
};

/**
 * What the count says of "At my level" (docs/rules.md, "Readiness"): how many are at it and how many
 * are calibrated (those come first), or why the level is only an estimate so far, or why there is none.
 */
type LevelNote = { ready: boolean; reason: string | null; atLevel: number; calibrated: number };
type MatchCount = { state: "loading" } | { state: "ready"; count: number; level?: LevelNote } | { state: "problem"; message: string };

/** Build a session: subjects, tags, source, number, mode and minutes, with the live match count from the server. */
export function PracticeBuilder({ choices }: { choices: PracticeChoices }) {
  const router = useRouter();
  const id = useId();
  const [subjectIds, setSubjectIds] = useState<string[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [source, setSource] = useState<PracticeSource>("all");
  const [count, setCount] = useState(20);
  const [mode, setMode] = useState<PracticeMode>("tutor");
  const [minutes, setMinutes] = useState(30);
  const [matches, setMatches] = useState<MatchCount>({ state: "loading" });
  const [starting, setStarting] = useState(false);
  const filters = { subjectIds: subjectIds.length ? subjectIds : undefined, tags: tags.length ? tags : undefined, source };
  const filterKey = JSON.stringify(filters);

  useEffect(() => {
    let current = true;
    setMatches({ state: "loading" });
    const timer = setTimeout(async () => {
      const result = await apiFetch<{ count: number; atMyLevel?: LevelNote }>("practice/count", {
        method: "POST",
        body: JSON.parse(filterKey),
      });
      if (!current) return;
      setMatches(
        result.success
          ? { state: "ready", count: result.data!.count, level: result.data!.atMyLevel }
          : { state: "problem", message: result.message ?? "Could not count." },
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [filterKey]);

  async function start(event: FormEvent) {
    event.preventDefault();
    setStarting(true);
    const body = { ...filters, count, mode, ...(mode === "timed" ? { minutes } : {}) };
    const result = await apiFetch<CreatedPractice>("practice", { method: "POST", body });
    if (result.success) router.push(`/practice/${result.data!.id}`);
    else {
      setStarting(false);
      toast.error(result.message ?? "The session could not be started.");
    }
  }

  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const available = matches.state === "ready" ? matches.count : null;

  return (
    <Card as="section" aria-labelledby={`${id}-title`} className="p-5 sm:p-7">
      <form onSubmit={start} className="space-y-6">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          Build a session
        </h2>
        <ChoiceGroup legend="Subjects" hint="None chosen: every subject you have access to.">
          {choices.subjects.map((subject) => (
            <Chip key={subject.id} checked={subjectIds.includes(subject.id)} onChange={() => setSubjectIds(toggle(subjectIds, subject.id))}>
              {subject.name}
            </Chip>
          ))}
        </ChoiceGroup>
        {choices.tags.length > 0 && (
          <ChoiceGroup legend="Tags" hint="Questions carrying any of the chosen tags.">
            {choices.tags.map((tag) => (
              <Chip key={tag.id} checked={tags.includes(tag.name)} onChange={() => setTags(toggle(tags, tag.name))}>
                {tag.name} <span className="text-slate-500">({tag.questionCount})</span>
              </Chip>
            ))}
          </ChoiceGroup>
        )}
        <ChoiceGroup legend="Questions">
          {PRACTICE_SOURCES.map((value) => (
            <Chip key={value} type="radio" name={`${id}-source`} checked={source === value} onChange={() => setSource(value)}>
              {SOURCE_LABELS[value]}
            </Chip>
          ))}
        </ChoiceGroup>
        {source === "atMyLevel" && <LevelHint matches={matches} />}
        <ChoiceGroup
          legend="Mode"
          hint={mode === "tutor" ? "Untimed; the answer and explanations after each question." : "Against the clock; the key at the end."}
        >
          <Chip type="radio" name={`${id}-mode`} checked={mode === "tutor"} onChange={() => setMode("tutor")}>
            Tutor
          </Chip>
          <Chip type="radio" name={`${id}-mode`} checked={mode === "timed"} onChange={() => setMode("timed")}>
            Timed
          </Chip>
        </ChoiceGroup>
        <div className="flex flex-wrap gap-4">
          <NumberField
            id={`${id}-count`}
            label="Number of questions"
            value={count}
            min={PRACTICE_LIMITS.minCount}
            max={PRACTICE_LIMITS.maxCount}
            onChange={setCount}
          />
          {mode === "timed" && (
            <NumberField
              id={`${id}-minutes`}
              label="Minutes"
              value={minutes}
              min={PRACTICE_LIMITS.minMinutes}
              max={PRACTICE_LIMITS.maxMinutes}
              onChange={setMinutes}
            />
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-5">
          <p role="status" aria-live="polite" className="text-sm text-slate-700">
            {matches.state === "loading" && "Counting matching questions…"}
            {matches.state === "problem" && <span className="text-red-700">{matches.message}</span>}
            {available !== null && (
              <>
                <strong className="text-slate-900">{available}</strong> {available === 1 ? "question matches" : "questions match"}
                {available > 0 && available < count && ` (the session will have ${available})`}
              </>
            )}
          </p>
          <Button type="submit" disabled={starting || available === 0 || matches.state === "problem"}>
            {starting ? "Starting…" : "Start session"}
          </Button>
        </div>
      </form>
    </Card>
  );
}

const chance = `${AT_MY_LEVEL.min * 100}–${AT_MY_LEVEL.max * 100}%`;

/** Under the sources when "At my level" is chosen: what it draws for this learner, in which order, and why. */
function LevelHint({ matches }: { matches: MatchCount }) {
  if (matches.state !== "ready" || !matches.level) return null;
  const { ready, reason, atLevel, calibrated } = matches.level;
  const calibratedHere = ` Calibrated questions here you have not answered: ${calibrated}.`;
  return (
    <p
      data-testid="at-my-level-hint"
      className={cn(
        "-mt-3 rounded-lg px-3 py-2 text-sm",
        ready ? "bg-brand-50 text-brand-900" : "border border-amber-200 bg-amber-50 text-amber-900",
      )}
    >
      {!ready
        ? `${reason}${calibrated > 0 ? calibratedHere : ""}`
        : atLevel > 0
          ? `Unused questions you should get right ${chance} of the time, going by your prediction: ${atLevel} of them here. Then the other calibrated ones, nearest your level; questions not yet calibrated last.`
          : `None of the unused questions here is at your level (a ${chance} chance): the calibrated ones nearest it come first (${calibrated} here), then questions not yet calibrated.`}
    </p>
  );
}

function ChoiceGroup({ legend, hint, children }: { legend: string; hint?: string; children: React.ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Chip({
  checked,
  onChange,
  type = "checkbox",
  name,
  children,
}: {
  checked: boolean;
  onChange: () => void;
  type?: "checkbox" | "radio";
  name?: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        "inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-3 py-1.5 text-sm ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
        checked ? "bg-brand-50 font-semibold text-brand-900 ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
      )}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="size-4 accent-brand-700" />
      {children}
    </label>
  );
}

function NumberField(props: { id: string; label: string; value: number; min: number; max: number; onChange: (value: number) => void }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-semibold text-slate-900">
        {props.label}
      </label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        required
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(event) => props.onChange(Math.min(props.max, Math.max(props.min, Math.round(Number(event.target.value) || props.min))))}
        className="h-11 w-32 rounded-lg border border-slate-300 px-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      <p className="text-xs text-slate-500">
        {props.min}–{props.max}
      </p>
    </div>
  );
}
