/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence on every machine, because it
 * uses only 32-bit integer operations; uniform() is an exact dyadic fraction.
 */
export function createPrng(seed: number): { uniform(): number; normal(): number } {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Irwin–Hall: twelve uniforms minus six is close to a standard normal and needs no log or cos, whose last
  // bits could differ between engines; a day's move is then within ±6 standard deviations.
  const normal = () => {
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += uniform();
    return sum - 6;
  };
  return { uniform, normal };
}

/** FNV-1a of a text: a fund's seed from its code. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
