/**
 * Seeded pseudo-random numbers for property tests and benchmarks (mulberry32, public domain,
 * T. Ettinger 2017): the same seed gives the same sequence on every machine, so failures replay.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole number in [min, max] (inclusive). */
export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Random sequence of `length` letters drawn uniformly from `alphabet`. */
export function randomSequence(random: () => number, length: number, alphabet = 'ACGU'): string {
  const codes = new Uint8Array(length);
  for (let i = 0; i < length; i++) codes[i] = alphabet.charCodeAt(Math.floor(random() * alphabet.length));
  return new TextDecoder().decode(codes);
}
