"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/client/api";

/**
 * What others chose for the question on screen, asked for only once its key is shown (the server
 * refuses before); read once per question. Empty below the server's minimum of other learners.
 */
export function useOthersChose(questionId: string, revealed: boolean): Record<string, number> | undefined {
  const [figures, setFigures] = useState<Record<string, Record<string, number>>>({});
  const known = questionId in figures;
  useEffect(() => {
    if (!revealed || known) return;
    let current = true;
    void apiFetch<Record<string, number>>(`marks/others?questionId=${encodeURIComponent(questionId)}`, {
      redirectOnUnauthorized: false,
    }).then((result) => {
      if (current && result.success && result.data) setFigures((previous) => ({ ...previous, [questionId]: result.data! }));
    });
    return () => {
      current = false;
    };
  }, [questionId, revealed, known]);
  return figures[questionId];
}
