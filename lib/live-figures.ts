import { formatInteger } from "@/lib/number-format"

/**
 * The home and about figures as live counts (issue #43), when the site settings say so. A
 * figure's label says what it counts; a label that names none of these keeps its fixed text
 * ("95% Satisfação", "R$ 2,5M Em receita gerada").
 */
export interface LiveCounts {
  members: number
  businesses: number
  projects: number
  cities: number
}

const SOURCES: readonly [RegExp, keyof LiveCounts][] = [
  [/neg[óo]cio|empreendimento/i, "businesses"],
  [/projeto/i, "projects"],
  [/cidade|munic[íi]pio/i, "cities"],
  [/mulher|membr|associad|usu[áa]ri|pessoa/i, "members"],
]

/** Which count a figure's label asks for, or null for a fixed figure. */
export function liveSource(label: string): keyof LiveCounts | null {
  return SOURCES.find(([pattern]) => pattern.test(label))?.[1] ?? null
}

/**
 * A count rounded down to a figure people read at a glance, with "+" for "at least": 7 → "7",
 * 48 → "40+", 487 → "450+", 1234 → "1.200+", 12345 → "12.000+".
 */
export function roundedDown(count: number): string {
  const n = Math.max(0, Math.floor(count))
  if (n < 10) return formatInteger(n)
  const step = n < 100 ? 10 : n < 1000 ? 50 : n < 10_000 ? 100 : 1000
  return `${formatInteger(Math.floor(n / step) * step)}+`
}

/** The figures with each live one's value replaced by its rounded-down count. */
export function withLiveCounts<T extends { value: string; label: string }>(
  figures: T[],
  counts: LiveCounts | null
): T[] {
  if (!counts) return figures
  return figures.map((figure) => {
    const source = liveSource(figure.label)
    return source ? { ...figure, value: roundedDown(counts[source]) } : figure
  })
}

/** get_public_site_settings()'s live_counts, or null (the setting is off, or the shape is wrong). */
export function parseLiveCounts(raw: unknown): LiveCounts | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null
  const record = raw as Record<string, unknown>
  const keys = ["members", "businesses", "projects", "cities"] as const
  if (!keys.every((key) => typeof record[key] === "number")) return null
  return Object.fromEntries(keys.map((key) => [key, record[key] as number])) as unknown as LiveCounts
}
