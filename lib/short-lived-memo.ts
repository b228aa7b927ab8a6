/**
 * Remembers what `load` answered for a key for `ttlMs`, per process: for reads that thousands of
 * requests make at the same moment and that may be a few seconds stale (a grand test's paper
 * when everyone presses Start). Concurrent misses share one load; a failed load is not kept.
 */
export function shortLivedMemo<Key, Value>(
  load: (key: Key) => Promise<Value>,
  { ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number },
): (key: Key) => Promise<Value> {
  const entries = new Map<Key, { value: Promise<Value>; expiresAt: number }>();
  return (key) => {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) return cached.value;
    entries.delete(key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as Key);
    const value = load(key);
    entries.set(key, { value, expiresAt: now() + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
