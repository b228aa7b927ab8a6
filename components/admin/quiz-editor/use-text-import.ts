"use client";

import { useReducer } from "react";
import type { QuestionDraft } from "@/lib/quizzes/draft";
import { previewOf, type ImportPreview } from "@/lib/quizzes/import-preview";
import { parse, summaryOf, warningsOf, type Format } from "./import-formats";

const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Pasted or loaded GIFT/Aiken text, its refusal, and what its check showed: the summary and every
 * question as it will be saved (Append/Replace appear after it).
 */
export type TextImportState = {
  text: string;
  error: string | null;
  summary: { text: string; warnings: string[]; preview: ImportPreview } | null;
};

type Action =
  | { type: "edited"; text: string }
  | { type: "refused"; error: string }
  | { type: "checked"; summary: NonNullable<TextImportState["summary"]> }
  | { type: "formatChanged" }
  | { type: "imported" };

const EMPTY: TextImportState = { text: "", error: null, summary: null };

/** Any change to the text or its format asks for a new check; an import empties the box. */
export function textImportReducer(state: TextImportState, action: Action): TextImportState {
  switch (action.type) {
    case "edited":
      return { text: action.text, error: null, summary: null };
    case "refused":
      return { ...state, error: action.error };
    case "checked":
      return { ...state, error: null, summary: action.summary };
    case "formatChanged":
      return { ...state, error: null, summary: null };
    case "imported":
      return EMPTY;
  }
}

/** The text import's state and steps: edit or load, check, then take the questions. */
export function useTextImport(format: Format) {
  const [state, dispatch] = useReducer(textImportReducer, EMPTY);

  async function load(file: File) {
    if (file.size > MAX_FILE_BYTES)
      return dispatch({ type: "refused", error: "That file is larger than 1 MB. Split it into smaller files." });
    dispatch({ type: "edited", text: await file.text() });
  }

  function check() {
    const result = parse(format, state.text);
    if (!result.ok) return dispatch({ type: "refused", error: result.error });
    dispatch({
      type: "checked",
      summary: { text: summaryOf(result.questions), warnings: warningsOf(result.questions), preview: previewOf(result.questions) },
    });
  }

  /** The parsed questions, the box emptied; null (the refusal shown) when the text no longer parses. */
  function take(): QuestionDraft[] | null {
    const result = parse(format, state.text);
    if (!result.ok) {
      dispatch({ type: "refused", error: result.error });
      return null;
    }
    dispatch({ type: "imported" });
    return result.questions;
  }

  return {
    state,
    edit: (text: string) => dispatch({ type: "edited", text }),
    formatChanged: () => dispatch({ type: "formatChanged" }),
    load,
    check,
    take,
  };
}
