import { getViewer } from "@/lib/auth"
import { toCsv } from "@/lib/csv"
import { getChartData } from "@/lib/data/insight"
import { formatBucket } from "@/lib/format"
import { findChart } from "@/lib/insight/charts"
import { resolvePeriod } from "@/lib/insight/period"

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" }
const NOT_FOUND = () => new Response("Página Não Encontrada", { status: 404, headers: TEXT })

type Context = { params: Promise<{ grafico: string }> }

/**
 * A chart's CSV (issue #43) for the period in the address, through the injection-safe writer
 * (lib/csv.ts: ";" separated, BOM, formula starts neutralised). Anyone but an admin gets the
 * site's 404 text, as the orders export does; a period that cannot be drawn gets a pt-BR 400.
 */
export async function GET(request: Request, { params }: Context) {
  const viewer = await getViewer()
  if (!viewer?.isAdmin) return NOT_FOUND()
  const spec = findChart((await params).grafico)
  if (!spec) return NOT_FOUND()
  const period = resolvePeriod(Object.fromEntries(new URL(request.url).searchParams))
  if (period.error) return new Response(period.error, { status: 400, headers: TEXT })
  let data
  try {
    data = await getChartData(spec, period)
  } catch (error) {
    console.error("[admin.insight.csv]", error)
    return new Response("Algo deu errado ao gerar o arquivo. Tente novamente.", { status: 500, headers: TEXT })
  }
  const first = spec.shape === "time" ? "Período" : spec.id === "comunidade" ? "Grupo" : "UF"
  const header = [first, ...spec.series.map((s) => (spec.unit === "cents" ? `${s.label} (centavos)` : s.label))]
  const csv = toCsv(
    header,
    data.rows.map((row) => [
      spec.shape === "time" ? formatBucket(row.key, data.bucket, true) : row.key,
      ...spec.series.map((s) => row.values[s.key] ?? 0),
    ])
  )
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${spec.id}_${period.fromDay}_${period.toDay}.csv"`,
      "Cache-Control": "private, no-store",
    },
  })
}
