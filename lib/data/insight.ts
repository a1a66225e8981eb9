import "server-only"
import { cache } from "react"

import type { ChartData, ChartRow, ChartSpec, InsightFunction } from "@/lib/insight/charts"
import type { Bucket, Period } from "@/lib/insight/period"
import { createClient } from "@/lib/supabase/server"

interface SeriesRow {
  key: string
  series: string
  value: number
}

/**
 * One admin_insight_* call per function, period and bucket for the request: two charts of one
 * function (orders and paid volume) share it. Her session: the function checks is_admin() itself.
 */
const readSeries = cache(async (fn: InsightFunction, from: string, to: string, bucket: Bucket) => {
  const supabase = await createClient()
  const byLabel = fn === "admin_insight_directory_by_state" || fn === "admin_insight_community"
  const { data, error } = byLabel
    ? await supabase.rpc(fn, { p_from: from, p_to: to })
    : await supabase.rpc(fn, { p_from: from, p_to: to, p_bucket: bucket })
  if (error) throw new Error(`readSeries ${fn}: ${error.message}`, { cause: error })
  return ((data as ({ bucket?: string; label?: string; series: string; value: number } | null)[] | null) ?? [])
    .filter((row) => row !== null)
    .map<SeriesRow>((row) => ({ key: row.bucket ?? row.label ?? "", series: row.series, value: Number(row.value) }))
})

function pivot(rows: SeriesRow[], spec: Pick<ChartSpec, "series" | "shape">): ChartRow[] {
  const keys = spec.series.map((s) => s.key)
  const byKey = new Map<string, ChartRow>()
  for (const row of rows) {
    if (!keys.includes(row.series)) continue
    let entry = byKey.get(row.key)
    if (!entry) {
      entry = { key: row.key, values: Object.fromEntries(keys.map((k) => [k, 0])) }
      byKey.set(row.key, entry)
    }
    entry.values[row.series] = row.value
  }
  const result = [...byKey.values()]
  if (spec.shape === "label") {
    // The busiest state or group first: the reader looks for where things happen.
    const total = (row: ChartRow) => Object.values(row.values).reduce((sum, value) => sum + value, 0)
    result.sort((a, b) => total(b) - total(a) || a.key.localeCompare(b.key, "pt-BR"))
  }
  return result
}

/** A chart's rows for a period; admins only (the database refuses anyone else: the read throws). */
export async function getChartData(spec: ChartSpec, period: Period): Promise<ChartData> {
  const rows = await readSeries(spec.fn, period.from, period.to, period.bucket)
  return { bucket: period.bucket, rows: pivot(rows, spec) }
}

/** Her listing's views and contact clicks per bucket (business_activity_series: owner or admin). */
export async function getBusinessActivity(businessId: string, period: Period): Promise<ChartData> {
  const supabase = await createClient()
  const { data, error } = await supabase.rpc("business_activity_series", {
    p_business_id: businessId,
    p_from: period.from,
    p_to: period.to,
    p_bucket: period.bucket,
  })
  if (error) throw new Error(`getBusinessActivity: ${error.message}`, { cause: error })
  const rows = (data ?? []).map((row) => ({ key: row.bucket, series: row.series, value: Number(row.value) }))
  return {
    bucket: period.bucket,
    rows: pivot(rows, {
      shape: "time",
      series: [
        { key: "views", label: "" },
        { key: "contacts", label: "" },
      ],
    }),
  }
}
