/**
 * The public catalogue (subjects, quizzes, counts) as this process last read it, for a minute.
 * Kept in the process, never in the build folder: two instances started from one build each read
 * their own database (docs/rules.md, "Catalogue and authoring"). On `globalThis`, because every
 * route bundle has its own copy of a module, and an edit in one must drop what a page holds.
 */
type Held = { value: Promise<unknown>; expiresAt: number };
const HOLD_MS = 60_000;
const store = globalThis as typeof globalThis & { __anaesprepCatalogue?: Held | null };

/** The cached catalogue, loaded with `load` when there is none or it is older than a minute. */
export function cachedCatalogue<T>(load: () => Promise<T>, now = Date.now()): Promise<T> {
  const held = store.__anaesprepCatalogue;
  if (held && held.expiresAt > now) return held.value as Promise<T>;
  const value = load();
  store.__anaesprepCatalogue = { value, expiresAt: now + HOLD_MS };
  value.catch(() => {
    if (store.__anaesprepCatalogue?.value === value) store.__anaesprepCatalogue = null;
  });
  return value;
}

/** Drops the cached catalogue on this instance at once (others refresh within a minute). */
export function catalogueChanged(): void {
  store.__anaesprepCatalogue = null;
}
