import { createLocalStore } from "./local-store";

/**
 * Non-secret display data about the signed-in user, kept in localStorage under "data".
 * The real session is an httpOnly cookie: never store a token here, never trust this for access.
 */
export type SessionData = { id: string; email: string; name: string; isAdmin: boolean };

export const SESSION_DATA_KEY = "data";

export function isSessionData(value: unknown): value is SessionData {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.email === "string" && typeof v.name === "string" && typeof v.isAdmin === "boolean";
}

const sessionData = createLocalStore<SessionData | null>({
  key: SESSION_DATA_KEY,
  parse: (value) => (isSessionData(value) ? value : null),
  empty: null,
  isEmpty: (value) => value === null,
});
/** A token an old version of the app kept in the browser: removed on sign-out. */
const legacyToken = createLocalStore<null>({ key: "token", parse: () => null, empty: null });

export function saveSessionData(user: SessionData): void {
  const { id, email, name, isAdmin } = user; // copy only the known, non-secret fields
  sessionData.write({ id, email, name, isAdmin });
}

/** The stored data; the same object until the stored value changes. */
export const readSessionData = sessionData.read;

export function clearSessionData(): void {
  sessionData.clear();
  legacyToken.clear();
}

/**
 * The signed-in user's display data, live across tabs. Null while rendering on the server and
 * during hydration, so statically rendered pages always hydrate in the visitor state.
 */
export const useSessionData = sessionData.useValue;
