/**
 * The fuzzer's only source of chance: a small seeded generator (sfc32), so one seed replays the same run.
 * Math.random is never used, which is what makes a printed seed enough to reproduce a failure.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A version 4 UUID built from this generator. */
  uuid(): string;
};

export function seededRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next32 = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of a fresh sfc32 still look like its constants: stir them away.
  for (let i = 0; i < 16; i++) next32();
  const random: Random = {
    next: next32,
    int: (min, max) => min + Math.floor(next32() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next32() * items.length)];
    },
    chance: (probability) => next32() < probability,
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next32() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    uuid() {
      const hex = Array.from({ length: 32 }, () => Math.floor(next32() * 16).toString(16));
      hex[12] = "4";
      hex[16] = "89ab"[Math.floor(next32() * 4)];
      const h = hex.join("");
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
  return random;
}
