"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/client/api";

/** The account learners pay into (server env, never baked into a static page). */
export type BankAccount = { bankName: string; accountNumber: string; accountHolder: string };

type State = { status: "loading" | "error"; account?: undefined } | { status: "ready"; account: BankAccount };

let cached: BankAccount | undefined;

/** Uses `initial` when the server passed it; otherwise loads GET /api/payment/bank-account once per page load. */
export function useBankAccount(initial?: BankAccount) {
  const known = initial ?? cached;
  const [state, setState] = useState<State>(known ? { status: "ready", account: known } : { status: "loading" });

  const load = useCallback(async () => {
    setState({ status: "loading" });
    const result = await apiFetch<BankAccount>("/api/payment/bank-account");
    if (result.success && result.data) {
      cached = result.data;
      setState({ status: "ready", account: result.data });
    } else {
      setState({ status: "error" });
    }
  }, []);

  const needsLoad = !known;
  useEffect(() => {
    if (needsLoad) void load();
  }, [needsLoad, load]);

  return { ...state, retry: load };
}
