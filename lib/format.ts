import { format } from "date-fns"
import { ptBR } from "date-fns/locale"

/** Who a post is by when its author has no name (spec §2, §9). */
export const FALLBACK_AUTHOR = "Convergência Empreendedora"

/** Dates are read by people in Brazil: a post published at 01:00 UTC is still "yesterday" there. */
export const SITE_TIME_ZONE = "America/Sao_Paulo"

const zonedParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
})

function calendarDayInSiteZone(date: Date): Date {
  const parts = Object.fromEntries(zonedParts.formatToParts(date).map((part) => [part.type, part.value]))
  return new Date(Number(parts.year), Number(parts.month) - 1, Number(parts.day))
}

/**
 * "04 de setembro de 2026": the spec's "dd de MMMM de yyyy" in pt-BR, on the calendar of São Paulo.
 * Returns "" for a missing or unparsable date, so a card never prints "Invalid Date".
 */
export function formatPostDate(value: string | Date | null | undefined): string {
  if (!value) return ""
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ""
  return format(calendarDayInSiteZone(date), "dd 'de' MMMM 'de' yyyy", { locale: ptBR })
}

/** The author's public name, or the product name when the post has none (deleted account, blank name). */
export function authorName(name: string | null | undefined): string {
  return name?.trim() || FALLBACK_AUTHOR
}

const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 })

/** "1.285 visualizações", "1 visualização". */
export function formatViews(count: number): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  return `${integer.format(safe)} ${safe === 1 ? "visualização" : "visualizações"}`
}
