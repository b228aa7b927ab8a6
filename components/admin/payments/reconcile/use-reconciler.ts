"use client";

import { useRouter } from "next/navigation";
import { useReducer } from "react";
import { toast } from "@/client/toast";
import type { BankMapping } from "@/lib/payments/statements/mappings";
import { isComplete, type MappingDraft } from "./mapping-fields";
import type { StatementResult } from "./types";
import { useStatement } from "./use-statement";

/** The reconciler's steps: a bank and a file, the header read, a mapping, its dry run, the approval asked for. */
export type ReconcilerState = {
  bank: string;
  file: File | null;
  fileError: string | null;
  result: StatementResult | null;
  mapping: MappingDraft;
  confirming: boolean;
};

type Action =
  | { type: "bankChosen"; bank: string }
  | { type: "fileChosen"; file: File | null }
  | { type: "fileMissing" }
  | { type: "answered"; result: StatementResult; mapping?: MappingDraft }
  | { type: "mappingEdited"; mapping: MappingDraft }
  | { type: "confirming"; open: boolean };

/** A new bank or file starts over; an edited mapping drops the dry run it no longer matches. */
export function reconcilerReducer(state: ReconcilerState, action: Action): ReconcilerState {
  switch (action.type) {
    case "bankChosen":
      return { ...state, bank: action.bank, result: null, mapping: {} };
    case "fileChosen":
      return { ...state, file: action.file, fileError: null, result: null, mapping: {} };
    case "fileMissing":
      return { ...state, fileError: "Please choose the statement file." };
    case "answered":
      return { ...state, result: action.result, mapping: action.mapping ?? state.mapping };
    case "mappingEdited":
      return { ...state, mapping: action.mapping, result: state.result && { ...state.result, matched: undefined } };
    case "confirming":
      return { ...state, confirming: action.open };
  }
}

/** State and steps of /admin/payments/reconcile: read, check (a dry run), apply; one request at a time. */
export function useReconciler(banks: BankMapping[]) {
  const router = useRouter();
  const { send, busy, problem, clearProblem } = useStatement();
  const [state, dispatch] = useReducer(reconcilerReducer, {
    bank: banks[0]?.bank ?? "",
    file: null,
    fileError: null,
    result: null,
    mapping: {},
    confirming: false,
  });
  const { bank, file, mapping } = state;

  const errors: Record<string, string | undefined> = { [problem?.field ?? "form"]: problem?.message, file: state.fileError ?? undefined };
  if (problem?.field === "file") errors.file = problem.message;

  async function check(chosen: MappingDraft = mapping, chosenFile = file) {
    if (!chosenFile || !isComplete(chosen)) return;
    const answer = await send("check", { bank, file: chosenFile, mapping: chosen });
    if (answer.success && answer.data) dispatch({ type: "answered", result: answer.data });
  }

  async function read() {
    if (!file) return dispatch({ type: "fileMissing" });
    const answer = await send("read", { bank, file });
    if (!answer.success || !answer.data) return;
    const offered = answer.data.mapping ?? {};
    dispatch({ type: "answered", result: answer.data, mapping: offered });
    if (isComplete(offered)) await check(offered, file);
  }

  async function apply() {
    if (!file || !isComplete(mapping)) return;
    const answer = await send("apply", { bank, file, mapping });
    if (!answer.success || !answer.data) return;
    toast.success(answer.message ?? "Payments approved");
    dispatch({ type: "answered", result: answer.data });
    router.refresh();
    await check(mapping);
  }

  return {
    state,
    busy,
    problem,
    errors,
    chooseBank: (next: string) => {
      dispatch({ type: "bankChosen", bank: next });
      clearProblem();
    },
    chooseFile: (next: File | null) => {
      dispatch({ type: "fileChosen", file: next });
      clearProblem();
    },
    editMapping: (next: MappingDraft) => dispatch({ type: "mappingEdited", mapping: next }),
    confirm: (open: boolean) => dispatch({ type: "confirming", open }),
    read,
    check,
    apply,
  };
}
