/**
 * Non-secret display data about the signed-in user, kept in localStorage under "data".
 * The real session is an httpOnly cookie: never store a token here, never trust this for access.
 */
export type SessionData = { id: string; email: string; name: string; isAdmin: boolean };

export const SESSION_DATA_KEY = "data";
const LEGACY_TOKEN_KEY = "token";

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
    // quota or disabled storage: display data is optional
  }
}

export function readSessionData(): SessionData | null {
  try {
    const raw = storage()?.getItem(SESSION_DATA_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearSessionData(): void {
  const store = storage();
  store?.removeItem(SESSION_DATA_KEY);
  store?.removeItem(LEGACY_TOKEN_KEY);
}
