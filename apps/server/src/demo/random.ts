/** Fixed seed of the Demo-Bestand: change it and every generated record changes. */
export const DEMO_SEED = 20_240_815;

/** Small seeded PRNG (mulberry32): the same seed gives the same sequence on every run and platform. */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** true with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight; items with weight 0 are never picked. */
  weighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
  /** n random digits as a string, leading zeros allowed. */
  digits: (n: number) => string;
};

export function createRng(seed: number = DEMO_SEED): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) {
      throw new Error('pick: leere Liste');
    }
    return items[int(0, items.length - 1)] as T;
  };
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0 && weight(item) > 0) {
        return item;
      }
    }
    return pick(items.filter((item) => weight(item) > 0));
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const digits = (n: number): string => Array.from({ length: n }, () => String(int(0, 9))).join('');
  return { next, int, chance: (p) => next() < p, pick, weighted, shuffle, digits };
}
