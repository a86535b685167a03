/**
 * A small seeded pseudo-random generator for the demo data: the same seed gives the same rows on every
 * run and every machine (no Math.random, no clock). Each concern takes its own stream (`rng('citations')`),
 * so editing one list does not reshuffle the others.
 */

/** 32-bit FNV-1a hash of a string: turns a stream name into a seed. */
function hashSeed(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** One element, chosen with the given non-negative weights (same length as `list`). */
  weighted<T>(list: readonly T[], weights: readonly number[]): T;
  /** `n` distinct elements in random order (all of them when `n` exceeds the length). */
  sample<T>(list: readonly T[], n: number): T[];
}

/** Mulberry32 (public domain, Tommy Ettinger): fast, 32-bit state, good enough for demo content. */
export function rng(stream: string): Rng {
  let state = hashSeed(stream);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const at = <T>(list: readonly T[], i: number): T => {
    if (i < 0 || i >= list.length) throw new RangeError(`index ${i} outside a list of ${list.length}`);
    return list[i] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (list) => at(list, Math.floor(next() * list.length)),
    weighted(list, weights) {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < list.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return at(list, i);
      }
      return at(list, list.length - 1);
    },
    sample(list, n) {
      const copy = [...list];
      // Partial Fisher-Yates shuffle on a copy: the caller's list is never mutated.
      const k = Math.min(n, copy.length);
      for (let i = 0; i < k; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, k);
    },
  };
}

/** A fixed UTC instant `days` days after `start` (an ISO date), at a working-hours time picked by `r`. */
export function fixedInstant(start: string, days: number, r: Rng): Date {
  const base = Date.parse(`${start}T00:00:00Z`);
  const minutes = r.int(60, 600); // 09:00-18:00 Beijing time is 01:00-10:00 UTC.
  return new Date(base + days * 86_400_000 + minutes * 60_000);
}

/** The ISO date (YYYY-MM-DD) `days` days after `start`. */
export function addDays(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
