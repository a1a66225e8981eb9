/** The insight pages' addresses (issue #43). */
export const INSIGHT_PATH = "/admin/relatorios"

/** A chart's CSV for the period in `query` (Period.query). */
export function insightCsvPath(chartId: string, query: string): string {
  return `${INSIGHT_PATH}/csv/${encodeURIComponent(chartId)}?${query}`
}
