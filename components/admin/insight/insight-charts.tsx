import { getChartData } from "@/lib/data/insight"
import type { ChartSpec } from "@/lib/insight/charts"
import type { Period } from "@/lib/insight/period"
import { InsightChartCard } from "./insight-chart-card"

/** Every chart of `specs` for the period, read in parallel (charts of one function share the read). */
export async function InsightCharts({ specs, period }: { specs: readonly ChartSpec[]; period: Period }) {
  const data = await Promise.all(specs.map((spec) => getChartData(spec, period)))
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {specs.map((spec, index) => (
        <InsightChartCard key={spec.id} spec={spec} data={data[index]!} period={period} />
      ))}
    </div>
  )
}
