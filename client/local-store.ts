import { useSyncExternalStore } from "react";

/** The part of `Storage` a store uses (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

type LocalStoreOptions<T> = {
  key: string;
  /** The value for the parsed JSON; anything malformed or foreign maps to `empty` (or a cleaned value). */
  parse: (json: unknown) => T;
  /** The value when nothing (valid) is stored; writing a value `isEmpty` says is empty removes the key. */
  empty: T;
  isEmpty?: (value: T) => boolean;
  /** Default: the browser's localStorage, or none where it is disabled (privacy mode, sandboxed frame, server). */
  storage?: KeyValueStorage | null;
};

/** localStorage, or null where it is disabled. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * One JSON value in localStorage under `key`: read (validated, and the same object until the stored
 * text changes, as useSyncExternalStore needs), written, cleared, and watched live in this tab and
 * in others. Storage that is full or disabled never throws: the value is just not kept.
 */
export function createLocalStore<T>({ key, parse, empty, isEmpty = () => false, storage }: LocalStoreOptions<T>) {
  const changeEvent = `anaesprep:store:${key}`;
  const store = () => (storage === undefined ? browserStorage() : storage);
  let cachedRaw: string | null | undefined;
  let cached = empty;

  function readRaw(): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function read(): T {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      try {
        cached = raw === null ? empty : parse(JSON.parse(raw));
      } catch {
        cached = empty;
      }
    }
    return cached;
  }

  function announce() {
    if (typeof window !== "undefined") window.dispatchEvent(new Event(changeEvent));
  }

  function write(value: T): void {
    if (isEmpty(value)) return clear();
    try {
      store()?.setItem(key, JSON.stringify(value));
    } catch {
      return; // quota or disabled storage
    }
    announce();
  }

  function clear(): void {
    if (readRaw() === null) return;
    try {
      store()?.removeItem(key);
    } catch {
      return;
    }
    announce();
  }

  function subscribe(onChange: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener("storage", onStorage); // other tabs
    window.addEventListener(changeEvent, onChange); // this tab
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(changeEvent, onChange);
    };
  }

  const serverSnapshot = () => empty;

  /** The live value; `empty` during server rendering and hydration. */
  function useValue(): T {
    return useSyncExternalStore(subscribe, read, serverSnapshot);
  }

  return { key, read, write, clear, useValue };
}
