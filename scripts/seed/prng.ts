// Demo data must come out identical on every run (idempotent seeding, stable e2e tests),
// so every "random" choice draws from this seeded generator instead of Math.random.

export type Prng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in the order they were drawn. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
};

/** mulberry32: tiny, fast and good enough for picking demo values. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    sample: (items, count) => {
      const pool = [...items];
      const out: (typeof pool)[number][] = [];
      while (out.length < count && pool.length > 0)
        out.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return out;
    },
    chance: (probability) => next() < probability,
  };
}
