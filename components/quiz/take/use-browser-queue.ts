"use client";

import { useEffect, useRef } from "react";
import { createAnswerQueue, type AnswerQueue, type QueueDeps } from "@/client/answer-queue";
import { browserStorage } from "@/client/local-store";

type Handlers = Pick<QueueDeps, "send" | "onChange" | "onDrop" | "onEnded">;

/**
 * A queue of client/answer-queue under `key`, alive as long as the component: kept in the
 * browser's storage, told when the browser goes offline or back online, started on mount and
 * disposed on unmount (or when `key` changes). The handlers of the latest render are the ones called.
 */
export function useBrowserQueue(key: string, handlers: Handlers) {
  const queueRef = useRef<AnswerQueue | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const queue = createAnswerQueue(key, {
      send: (entry) => latest.current.send(entry),
      onChange: (snapshot) => latest.current.onChange?.(snapshot),
      onDrop: (entry, message) => latest.current.onDrop?.(entry, message),
      onEnded: (message) => latest.current.onEnded?.(message),
      storage: browserStorage(),
      isOnline: () => navigator.onLine,
    });
    queueRef.current = queue;
    const online = () => queue.setOnline(true);
    const offline = () => queue.setOnline(false);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    queue.start();
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      queue.dispose();
      queueRef.current = null;
    };
  }, [key]);

  return queueRef;
}
