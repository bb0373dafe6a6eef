/**
 * Seeded randomness for the demo data. Everything the seeder makes comes from one of these, never
 * from Math.random, so that the same seed always gives the same rows on every machine.
 */
// @ts-nocheck

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One value, with odds proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A shuffled copy; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A string shaped like a version 4 UUID. */
  uuid(): string;
}

/** mulberry32: tiny, fast and good enough for demo data. Returns uint32 values. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * A seed for one independent stream, derived from the main seed and a label. Companies, offers and
 * so on each get their own stream, so that asking for more offers never changes the companies.
 */
export function deriveSeed(seed: number, label: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  }
  return Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
}

export function createRandom(seed: number): Random {
  const nextUint32 = mulberry32(seed);
  const next = () => nextUint32() / 4294967296;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted: (entries) => weightedPick(entries, next()),
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    uuid: () => uuidFrom([nextUint32(), nextUint32(), nextUint32(), nextUint32()]),
  };
}

function weightedPick<T>(entries: readonly (readonly [T, number])[], roll: number): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (!(total > 0)) throw new RangeError('weighted pick needs a positive total weight');
  let target = roll * total;
  for (const [value, weight] of entries) {
    target -= weight;
    if (target < 0) return value;
  }
  // Rounding can leave a hair of weight over: the last entry takes it.
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

/** Sets the version (4) and variant (10xx) bits so the text is a well-formed UUID v4. */
function uuidFrom(words: readonly [number, number, number, number]): string {
  const [a, b, c, d] = words;
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  const versioned = ((b & 0xffff0fff) | 0x00004000) >>> 0;
  const varied = ((c & 0x3fffffff) | 0x80000000) >>> 0;
  const s = hex(a) + hex(versioned) + hex(varied) + hex(d);
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Picks from a fixed weighted list many times, in O(log n) per pick: used where one list (such as
 * the companies) is drawn from tens of thousands of times.
 */
export function cumulativePicker<T>(entries: readonly (readonly [T, number])[]): (random: Random) => T {
  const values = entries.map(([value]) => value);
  const bounds: number[] = [];
  let total = 0;
  for (const [, weight] of entries) bounds.push((total += weight));
  if (!(total > 0)) throw new RangeError('cumulative picker needs a positive total weight');
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((bounds[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}
