/**
 * Numbers as people in Brazil read them. Dependency-free, so client components (review stars,
 * result counts) can use it without the date library that lib/format.ts carries.
 */

// Built once: a formatter per call (toLocaleString with options) showed in the search pages' profile.
const integer = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })
const reais = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })

/** 1234 → "1.234". */
export const formatInteger = (value: number) => integer.format(value)

/** 4.5 → "4,5": one decimal, pt-BR decimal comma. */
export const formatOneDecimal = (value: number) => oneDecimal.format(value)

/** 4990 → "R$ 49,90": amounts are stored as integer centavos. */
export const formatCents = (cents: number) => reais.format(cents / 100)

/** "1 avaliação", "1.234 avaliações": a count with its noun in the singular or plural. */
export function formatCount(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${integer.format(count)} ${many}`
}
