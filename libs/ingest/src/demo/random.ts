// Seeded, random-access randomness for the demo data: every row draws from its own stream, keyed by
// (seed, stream, row number), so any row can be regenerated on demand without keeping earlier rows.

/** murmur3's finaliser: a cheap, well-mixing 32-bit hash step. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Folds any safe integer (seeds, row numbers, timestamps) into 32 bits. */
export function fold(value: number): number {
  return mix32((value >>> 0) ^ mix32(Math.floor(value / 4294967296) + 0x632be5ab));
}

/** The 32-bit state of one row's stream. */
export function streamSeed(seed: number, stream: number, index: number): number {
  let h = mix32(seed ^ 0x9e3779b9);
  h = mix32(h ^ Math.imul(stream + 1, 0x27d4eb2f));
  h = mix32(h ^ (index >>> 0));
  return mix32(h ^ Math.floor(index / 4294967296));
}

export interface Weighted<T> {
  readonly items: readonly T[];
  readonly cumulative: Float64Array;
  readonly total: number;
}

export function weighted<T>(pairs: readonly (readonly [T, number])[]): Weighted<T> {
  const cumulative = new Float64Array(pairs.length);
  let total = 0;
  pairs.forEach(([, weight], i) => {
    if (!(weight >= 0)) throw new Error(`bad weight ${weight}`);
    total += weight;
    cumulative[i] = total;
  });
  if (total <= 0) throw new Error('weights sum to zero');
  return { items: pairs.map(([item]) => item), cumulative, total };
}

/** mulberry32: small, fast and good enough for synthetic data. */
export class Rng {
  private state: number;

  constructor(state: number) {
    this.state = state >>> 0;
  }

  static of(seed: number, stream: number, index: number): Rng {
    return new Rng(streamSeed(seed, stream, index));
  }

  u32(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  pickWeighted<T>(table: Weighted<T>): T {
    const target = this.float() * table.total;
    const { cumulative } = table;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return table.items[lo];
  }

  /** k distinct items (k ≤ items.length), in draw order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const chosen: T[] = [];
    const used = new Set<number>();
    while (chosen.length < k && used.size < items.length) {
      const i = this.int(items.length);
      if (used.has(i)) continue;
      used.add(i);
      chosen.push(items[i]);
    }
    return chosen;
  }

  /** Fills a pattern: # → digit, @ → capital letter; alternatives separated by |. */
  pattern(spec: string): string {
    const chosen = spec.includes('|') ? this.pick(spec.split('|')) : spec;
    let out = '';
    for (let i = 0; i < chosen.length; i++) {
      const ch = chosen.charCodeAt(i);
      if (ch === 35 /* # */) out += DIGITS[this.int(10)];
      else if (ch === 64 /* @ */) out += LETTERS[this.int(LETTERS.length)];
      else out += chosen[i];
    }
    return out;
  }
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';
const DIGITS = '0123456789';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A UUID in version 7 layout: the millisecond timestamp first (so rows inserted in order land at the
 * right edge of the primary-key index), then 74 bits from the row's own stream.
 */
export function uuidV7(timestampMs: number, randomA: number, randomB: number, randomC: number): string {
  const hi = Math.floor(timestampMs / 65536) >>> 0;
  const lo = timestampMs & 0xffff;
  return (
    HEX[hi >>> 24] +
    HEX[(hi >>> 16) & 0xff] +
    HEX[(hi >>> 8) & 0xff] +
    HEX[hi & 0xff] +
    '-' +
    HEX[lo >>> 8] +
    HEX[lo & 0xff] +
    '-' +
    HEX[0x70 | (randomA & 0x0f)] +
    HEX[(randomA >>> 8) & 0xff] +
    '-' +
    HEX[0x80 | ((randomA >>> 16) & 0x3f)] +
    HEX[(randomA >>> 24) & 0xff] +
    '-' +
    HEX[randomB >>> 24] +
    HEX[(randomB >>> 16) & 0xff] +
    HEX[(randomB >>> 8) & 0xff] +
    HEX[randomB & 0xff] +
    HEX[(randomC >>> 8) & 0xff] +
    HEX[randomC & 0xff]
  );
}
