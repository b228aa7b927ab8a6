// A seeded PRNG for the proof reader's bench (bench/proof-reader.mjs): the same --seed draws the same
// receipts and the same degradations on every machine, so two runs compare the reader, not the data.

/** mulberry32: small, fast and good enough to draw test data; returns numbers in [0, 1). */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers bound to one random source. */
export function draws(random) {
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (items) => items[Math.floor(random() * items.length)];
  const chance = (probability) => random() < probability;
  const between = (min, max) => min + random() * (max - min);
  const digits = (count) => Array.from({ length: count }, (_, at) => String(at === 0 ? int(1, 9) : int(0, 9))).join("");
  const letters = (count, alphabet = "ABCDEFGHJKLMNPQRTUVWXYZ") => Array.from({ length: count }, () => pick([...alphabet])).join("");
  return { int, pick, chance, between, digits, letters };
}
