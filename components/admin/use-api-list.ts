"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";

export type ListStatus = "loading" | "ready" | "error";

/**
 * Loads a list from the API. A failure is not toasted (spec §8: admin list loads fail
 * silently); the caller shows an inline "couldn't load" state from `status`.
 */
export function useApiList<T>(path: string) {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<ListStatus>("loading");

  const reload = useCallback(async () => {
    const result = await apiFetch<T[]>(path);
    if (result.success && Array.isArray(result.data)) {
      setItems(result.data);
      setStatus("ready");
    } else {
      setStatus((previous) => (previous === "ready" ? previous : "error"));
    }
  }, [path]);

  const retry = useCallback(() => {
    setStatus("loading");
    void reload();
  }, [reload]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { items, setItems, status, reload, retry };
}
