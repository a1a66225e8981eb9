import { z } from "zod"

import { formatCalendarDay, formatIsoDay, instantOfWallTime } from "@/lib/format"

/**
 * The insight pages' period (issue #43), read from the address: `?periodo=7d|30d|90d|12m` or
 * `?periodo=personalizado&de=AAAA-MM-DD&ate=AAAA-MM-DD` (both days included). Days are São Paulo's;
 * the database gets the instants [from, to) and the bucket. Isomorphic and pure: the page, the CSV
 * route and the picker share it.
 */
export const PERIOD_KEYS = ["7d", "30d", "90d", "12m", "personalizado"] as const
export type PeriodKey = (typeof PERIOD_KEYS)[number]
export type Bucket = "day" | "week" | "month"

export const PERIOD_LABELS: Record<PeriodKey, string> = {
  "7d": "7 dias",
  "30d": "30 dias",
  "90d": "90 dias",
  "12m": "12 meses",
  personalizado: "Personalizado",
}

export const DEFAULT_PERIOD = "30d" satisfies PeriodKey
/** A custom period up to three years, in months; longer would be unreadable as one chart. */
const MAX_CUSTOM_DAYS = 3 * 366

export interface Period {
  key: PeriodKey
  /** First and last São Paulo day shown, "AAAA-MM-DD". */
  fromDay: string
  toDay: string
  /** Instants for the database: [from, to). */
  from: string
  to: string
  bucket: Bucket
  /** "01/11/2026 a 30/11/2026". */
  label: string
  /** pt-BR, when the address asked for a period that cannot be drawn: the default is shown instead. */
  error?: string
  /** The query string that reproduces this period. */
  query: string
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => formatCalendarDay(value) !== "")

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

function startOf(day: string): string {
  const [year, month, dayOfMonth] = day.split("-").map(Number) as [number, number, number]
  // Midnight exists in São Paulo every day since 2019 (no daylight saving); fall back to UTC-3.
  return (instantOfWallTime({ year, month, day: dayOfMonth, minutes: 0 }) ?? new Date(`${day}T03:00:00Z`)).toISOString()
}

function build(key: PeriodKey, fromDay: string, toDay: string, bucket: Bucket, error?: string): Period {
  const query =
    key === "personalizado" ? `periodo=personalizado&de=${fromDay}&ate=${toDay}` : `periodo=${encodeURIComponent(key)}`
  return {
    key,
    fromDay,
    toDay,
    from: startOf(fromDay),
    to: startOf(addDays(toDay, 1)),
    bucket,
    label: `${formatCalendarDay(fromDay)} a ${formatCalendarDay(toDay)}`,
    error,
    query,
  }
}

function preset(key: Exclude<PeriodKey, "personalizado">, today: string, error?: string): Period {
  switch (key) {
    case "7d":
      return build(key, addDays(today, -6), today, "day", error)
    case "30d":
      return build(key, addDays(today, -29), today, "day", error)
    case "90d":
      return build(key, addDays(today, -89), today, "week", error)
    case "12m": {
      const [y, m] = today.split("-").map(Number) as [number, number]
      const first = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10)
      return build(key, first, today, "month", error)
    }
  }
}

/** The bucket a custom period is drawn with: days up to two months, weeks up to a year, then months. */
export function bucketFor(days: number): Bucket {
  if (days <= 62) return "day"
  if (days <= 366) return "week"
  return "month"
}

type Params = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The period an address asks for; never throws: a bad one answers the default with `error`. */
export function resolvePeriod(params: Params, now: Date = new Date()): Period {
  const today = formatIsoDay(now)
  const raw = first(params.periodo)
  const key = PERIOD_KEYS.find((candidate) => candidate === raw)
  if (raw !== undefined && !key)
    return preset(DEFAULT_PERIOD, today, "Período desconhecido. Mostrando os últimos 30 dias.")
  if (key === undefined) return preset(DEFAULT_PERIOD, today)
  if (key !== "personalizado") return preset(key, today)
  const fromRaw = first(params.de) ?? ""
  const toRaw = first(params.ate) ?? ""
  const fallback = (message: string) => preset(DEFAULT_PERIOD, today, `${message} Mostrando os últimos 30 dias.`)
  if (!fromRaw || !toRaw) return fallback("Informe a data inicial e a data final.")
  if (!isoDay.safeParse(fromRaw).success) return fallback("A data inicial não é uma data válida.")
  if (!isoDay.safeParse(toRaw).success) return fallback("A data final não é uma data válida.")
  const days = daysBetween(fromRaw, toRaw)
  if (days < 0) return fallback("A data final deve ser igual ou posterior à data inicial.")
  if (days >= MAX_CUSTOM_DAYS) return fallback("O período pode ter no máximo 3 anos.")
  if (fromRaw > today) return fallback("A data inicial não pode estar no futuro.")
  return build("personalizado", fromRaw, toRaw, bucketFor(days + 1))
}
