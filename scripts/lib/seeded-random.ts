/**
 * A small deterministic PRNG (mulberry32) seeded from a text, so the demo-image scripts draw the
 * same picture for the same slug on every run.
 */
export function seededRandom(seedText: string): () => number {
  let seed = 0
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
