/**
 * Hits per key in a sliding window, kept in this server instance's memory: enough for one
 * instance (the deployment this project targets); with several, each keeps its own count.
 * Used for the limits the backend cannot apply itself, since every call reaches it from this
 * server's address.
 */
export interface WindowCounter {
  /** Hits of `key` inside the window. */
  count(key: string): number
  hit(key: string): void
  reset(key: string): void
}

// Bounded, so a flood of made-up keys cannot grow memory without end.
const MAX_KEYS = 10_000

export function createWindowCounter(windowSeconds: number, now: () => number = Date.now): WindowCounter {
  const hits = new Map<string, number[]>()
  const recent = (key: string) => {
    const since = now() - windowSeconds * 1000
    const kept = (hits.get(key) ?? []).filter((at) => at > since)
    if (kept.length === 0) hits.delete(key)
    else hits.set(key, kept)
    return kept
  }
  return {
    count: (key) => recent(key).length,
    hit(key) {
      const kept = recent(key)
      hits.delete(key)
      hits.set(key, [...kept, now()])
      if (hits.size > MAX_KEYS) {
        const oldest = hits.keys().next().value
        if (oldest !== undefined) hits.delete(oldest)
      }
    },
    reset: (key) => void hits.delete(key),
  }
}
