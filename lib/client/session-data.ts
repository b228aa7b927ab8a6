import { useSyncExternalStore } from "react";

/**
 * Non-secret display data about the signed-in user, kept in localStorage under "data".
 * The real session is an httpOnly cookie: never store a token here, never trust this for access.
 */
export type SessionData = { id: string; email: string; name: string; isAdmin: boolean };

export const SESSION_DATA_KEY = "data";
const LEGACY_TOKEN_KEY = "token";
const CHANGE_EVENT = "anaesprep:session-data-change";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function isSessionData(value: unknown): value is SessionData {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.email === "string" && typeof v.name === "string" && typeof v.isAdmin === "boolean";
}

export function saveSessionData(user: SessionData): void {
  const { id, email, name, isAdmin } = user; // copy only the known, non-secret fields
  try {
    storage()?.setItem(SESSION_DATA_KEY, JSON.stringify({ id, email, name, isAdmin }));
  } catch {
    return; // quota or disabled storage: display data is optional
  }
  announce();
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(SESSION_DATA_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): SessionData | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cachedData: SessionData | null = null;

/** The stored data; the same object until the stored value changes (safe for useSyncExternalStore). */
export function readSessionData(): SessionData | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedData = parse(raw);
  }
  return cachedData;
}

export function clearSessionData(): void {
  const store = storage();
  if (!store) return;
  const had = store.getItem(SESSION_DATA_KEY) !== null;
  store.removeItem(SESSION_DATA_KEY);
  store.removeItem(LEGACY_TOKEN_KEY);
  if (had) announce();
}

function announce(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_DATA_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage); // other tabs
  window.addEventListener(CHANGE_EVENT, onChange); // this tab
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const getServerSnapshot = () => null;

/**
 * The signed-in user's display data, live across tabs. Null while rendering on the server and
 * during hydration, so statically rendered pages always hydrate in the visitor state.
 */
export function useSessionData(): SessionData | null {
  return useSyncExternalStore(subscribe, readSessionData, getServerSnapshot);
}
