/**
 * mulberry32: a tiny seeded generator, so the load-test data (large-catalog, large-console) is
 * the same on every machine.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => int(16).toString(16));
    hex[12] = '4';
    hex[16] = (8 + int(4)).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  /** One of `choices` with probability proportional to its weight. */
  const weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let at = next() * total;
    for (const [choice, weight] of choices) {
      at -= weight;
      if (at < 0) return choice;
    }
    return choices.at(-1)![0];
  };
  return { next, int, pick, uuid, weighted };
}
