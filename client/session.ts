import { useEffect, useSyncExternalStore } from "react";

/**
 * Who is signed in, as the server says: GET /api/session reads the httpOnly session cookie and
 * answers the user's display data or null. Asked once per page load (after hydration, so static
 * pages stay static), again when another tab signs in or out, and set directly by sign-in. Kept
 * in memory only: the browser stores nothing about the session (docs/rules.md).
 */
export type SignedInUser = { id: string; email: string; name: string; isAdmin: boolean };

const CHANNEL = "anaesprep-session";
/** What earlier versions mirrored in localStorage; removed once. */
const LEGACY_KEYS = ["data", "token"];

let current: SignedInUser | null | undefined; // undefined: not asked yet
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(user: SignedInUser | null) {
  current = user;
  for (const listener of listeners) listener();
}

function isSignedInUser(value: unknown): value is SignedInUser {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.email === "string" && typeof v.name === "string" && typeof v.isAdmin === "boolean";
}

/** Asks the server who this browser is; an answer that cannot be read counts as signed out. */
export function refreshSession(): Promise<void> {
  asking ??= fetch("/api/session", { credentials: "same-origin", cache: "no-store", headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { data?: unknown } | null) => set(isSignedInUser(body?.data) ? pick(body.data) : null))
    .catch(() => set(null))
    .finally(() => (asking = null));
  return asking;
}

const pick = ({ id, email, name, isAdmin }: SignedInUser): SignedInUser => ({ id, email, name, isAdmin });

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
}

/** Sign-in answered with the user: show them at once, and tell the other tabs to ask again. */
export function signedIn(user: unknown): void {
  if (isSignedInUser(user)) set(pick(user));
  announceChange();
}

/** Sign-out, or a profile change: the other tabs ask the server again. */
export function announceChange(): void {
  const other = channel();
  other?.postMessage("changed");
  other?.close();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let watching = false;
function watchOtherTabs() {
  if (watching || typeof window === "undefined") return;
  watching = true;
  const incoming = channel();
  if (incoming) incoming.onmessage = () => void refreshSession();
  try {
    for (const key of LEGACY_KEYS) window.localStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept there either
  }
}

/**
 * The signed-in user, or null for a visitor. Null while rendering on the server and during
 * hydration (static pages hydrate in the visitor state), then the server's answer.
 */
export function useSignedInUser(): SignedInUser | null {
  const user = useSyncExternalStore(
    subscribe,
    () => current ?? null,
    () => null,
  );
  useEffect(() => {
    watchOtherTabs();
    if (current === undefined) void refreshSession();
  }, []);
  return user;
}
