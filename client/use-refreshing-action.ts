"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ApiResult, FailureKind } from "./api";
import { notifyFailure, toast } from "./toast";

type ActionTexts = {
  /** Toast when the server's success answer carries no message. */
  success: string;
  /** Toast when a failed answer carries no message. */
  failure: string;
  /** Failure kinds after which the page is reloaded too (the object is gone or changed); default `NotFound`. */
  refreshOn?: readonly FailureKind[];
};

/**
 * Act on a server-rendered list: send one request, toast the outcome, then `router.refresh()` so
 * the page (and the sidebar counts) re-render from the server. `busy` covers the request and the
 * refresh.
 */
export function useRefreshingAction() {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function run<T>(request: () => Promise<ApiResult<T>>, texts: ActionTexts): Promise<ApiResult<T>> {
    setSending(true);
    const result = await request();
    setSending(false);
    if (result.success) toast.success(result.message ?? texts.success);
    else notifyFailure(result, texts.failure);
    if (result.success || (result.kind !== undefined && (texts.refreshOn ?? ["NotFound"]).includes(result.kind)))
      startTransition(() => router.refresh());
    return result;
  }

  return { run, busy: sending || refreshing };
}
