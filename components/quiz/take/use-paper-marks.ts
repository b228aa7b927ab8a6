"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/client/api";
import { readStoredAnswers, type QueueSnapshot, type QueueStatus } from "@/client/answer-queue";
import { browserStorage } from "@/client/local-store";
import { toast } from "@/client/toast";
import type { PaperMarks } from "@/lib/marks";
import type { PaperRef } from "@/lib/marks/schemas";
import type { Highlight } from "./highlight-ranges";
import { useBrowserQueue } from "./use-browser-queue";

export type { PaperRef };
export type Strikes = Readonly<Record<string, ReadonlySet<string>>>;

/**
 * Strikes travel like answers and flags (on screen at once, saved in the background through the
 * same queue, kept across a reload and sent when back online), under their own namespace: an
 * entry's "question" is "question option" and its "option" is "true" or "false"; the latest toggle wins.
 */
const namespace = (paper: PaperRef) => `strikes:${paper.kind}:${paper.id}`;
/** Highlights too: an entry is the question and its whole set of highlights as JSON. */
const highlightsNamespace = (paper: PaperRef) => `highlights:${paper.kind}:${paper.id}`;
/** Notes ride the same queue: an entry is the question and the note's whole text (empty: delete it). */
const notesNamespace = (paper: PaperRef) => `notes:${paper.kind}:${paper.id}`;
const entryKey = (questionId: string, optionId: string) => `${questionId} ${optionId}`;

/** The strikes saved on the server, overridden by toggles made on this device that the server has not confirmed yet. */
export function strikesWithPending(paper: PaperRef, saved: Record<string, string[]>): Strikes {
  const strikes: Record<string, Set<string>> = Object.fromEntries(Object.entries(saved).map(([id, struck]) => [id, new Set(struck)]));
  for (const entry of readStoredAnswers(browserStorage(), namespace(paper))) {
    const [questionId, optionId] = entry.questionId.split(" ");
    if (!questionId || !optionId) continue;
    const set = (strikes[questionId] ??= new Set());
    if (entry.optionId === "true") set.add(optionId);
    else set.delete(optionId);
  }
  return strikes;
}

/** The notes saved on the server, overridden by edits made on this device that the server has not confirmed yet. */
export function notesWithPending(paper: PaperRef, saved: Record<string, string>): Record<string, string> {
  const notes = { ...saved };
  for (const entry of readStoredAnswers(browserStorage(), notesNamespace(paper))) notes[entry.questionId] = entry.optionId;
  return notes;
}

const parseHighlights = (value: string): Highlight[] | null => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as Highlight[]) : null;
  } catch {
    return null;
  }
};

/** The highlights saved on the server, overridden by changes made on this device that the server has not confirmed yet. */
export function highlightsWithPending(paper: PaperRef, saved: Record<string, Highlight[]>): Record<string, Highlight[]> {
  const highlights = { ...saved };
  for (const entry of readStoredAnswers(browserStorage(), highlightsNamespace(paper))) {
    const ranges = parseHighlights(entry.optionId);
    if (ranges) highlights[entry.questionId] = ranges;
  }
  return highlights;
}

/** The worse of two queue states, for the one "saved" status the screen shows. */
export function worseStatus(...statuses: QueueStatus[]): QueueStatus {
  const order: QueueStatus[] = ["ended", "offline", "saving", "saved"];
  return order[Math.min(...statuses.map((status) => order.indexOf(status)))]!;
}

/**
 * The learner's marks on this paper: `saved` when they came with the paper (the quiz screen), else
 * read in one request when the screen opens. Strikes, highlights and notes show with the changes of
 * this device not yet confirmed; a change shows on screen at once and is saved through the queue.
 */
export function usePaperMarks(paper: PaperRef, saved?: PaperMarks) {
  const { kind, id } = paper;
  const [strikes, setStrikes] = useState<Strikes>(() => strikesWithPending(paper, saved?.strikes ?? {}));
  const [notes, setNotes] = useState<Record<string, string>>(() => notesWithPending(paper, saved?.notes ?? {}));
  const [snapshot, setSnapshot] = useState<QueueSnapshot>({ status: "saved", pendingCount: 0 });
  const [highlights, setHighlightsState] = useState<Record<string, Highlight[]>>(() =>
    highlightsWithPending(paper, saved?.highlights ?? {}),
  );
  const [highlightsSnapshot, setHighlightsSnapshot] = useState<QueueSnapshot>({ status: "saved", pendingCount: 0 });
  const [notesSnapshot, setNotesSnapshot] = useState<QueueSnapshot>({ status: "saved", pendingCount: 0 });
  const queueRef = useBrowserQueue(namespace(paper), {
    send: ({ questionId: key, optionId: struck }) => {
      const [questionId, optionId] = key.split(" ");
      return apiFetch("marks/strike", { method: "POST", body: { paper: { kind, id }, questionId, optionId, struck: struck === "true" } });
    },
    onChange: setSnapshot,
    onDrop: (_entry, message) => toast.warning(`A strike was not saved: ${message}`),
  });
  const highlightsRef = useBrowserQueue(highlightsNamespace(paper), {
    send: ({ questionId, optionId: ranges }) =>
      apiFetch("marks/highlights", { method: "POST", body: { paper: { kind, id }, questionId, ranges: parseHighlights(ranges) ?? [] } }),
    onChange: setHighlightsSnapshot,
    onDrop: (_entry, message) => toast.warning(`A highlight was not saved: ${message}`),
  });
  const notesRef = useBrowserQueue(notesNamespace(paper), {
    send: ({ questionId, optionId: text }) => apiFetch("question-notes", { method: "POST", body: { questionId, text } }),
    onChange: setNotesSnapshot,
    onDrop: (_entry, message) => toast.warning(`A note was not saved: ${message}`),
  });

  const readWithPaper = saved !== undefined;
  useEffect(() => {
    if (readWithPaper) return;
    let current = true;
    void apiFetch<PaperMarks>(`marks?kind=${kind}&id=${encodeURIComponent(id)}`).then((result) => {
      if (!current || !result.success || !result.data) return;
      setStrikes(strikesWithPending({ kind, id }, result.data.strikes));
      setNotes(notesWithPending({ kind, id }, result.data.notes));
      setHighlightsState(highlightsWithPending({ kind, id }, result.data.highlights));
    });
    return () => {
      current = false;
    };
  }, [kind, id, readWithPaper]);

  const setStrike = useCallback(
    (questionId: string, optionId: string, struck: boolean) => {
      setStrikes((previous) => {
        const next = new Set(previous[questionId]);
        if (struck) next.add(optionId);
        else next.delete(optionId);
        return { ...previous, [questionId]: next };
      });
      queueRef.current?.enqueue(entryKey(questionId, optionId), String(struck));
    },
    [queueRef],
  );

  const setNote = useCallback(
    (questionId: string, text: string) => {
      setNotes((previous) => ({ ...previous, [questionId]: text }));
      notesRef.current?.enqueue(questionId, text);
    },
    [notesRef],
  );

  const setHighlights = useCallback(
    (questionId: string, ranges: Highlight[]) => {
      setHighlightsState((previous) => ({ ...previous, [questionId]: ranges }));
      highlightsRef.current?.enqueue(questionId, JSON.stringify(ranges));
    },
    [highlightsRef],
  );

  return {
    strikes,
    setStrike,
    highlights,
    setHighlights,
    notes,
    setNote,
    status: worseStatus(snapshot.status, notesSnapshot.status, highlightsSnapshot.status),
  };
}
