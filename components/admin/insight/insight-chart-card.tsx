import { DownloadIcon } from "lucide-react"

import { formatBucket } from "@/lib/format"
import type { ChartData, ChartSpec } from "@/lib/insight/charts"
import { insightCsvPath } from "@/lib/insight/paths"
import type { Period } from "@/lib/insight/period"
import { formatCents, formatInteger } from "@/lib/number-format"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { InsightChart } from "./insight-chart"

/**
 * One insight chart: the drawing, the same figures as a table (a disclosure, so screen readers and
 * keyboards get the numbers), and its CSV for the same period.
 */
export function InsightChartCard({ spec, data, period }: { spec: ChartSpec; data: ChartData; period: Period }) {
  const label = (key: string) => (spec.shape === "time" ? formatBucket(key, data.bucket) : key)
  const longLabel = (key: string) => (spec.shape === "time" ? formatBucket(key, data.bucket, true) : key)
  const format = (value: number) => (spec.unit === "cents" ? formatCents(value) : formatInteger(value))
  const points = data.rows.map((row) => ({ label: label(row.key), ...row.values }))
  const headingId = `grafico-${spec.id}`
  return (
    <Card aria-labelledby={headingId} data-testid={`insight-${spec.id}`} role="region">
      <CardHeader>
        <CardTitle>
          <h3 id={headingId} className="text-lg font-semibold">
            {spec.title}
          </h3>
        </CardTitle>
        <CardDescription>{spec.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {data.rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nada registrado neste período.</p>
        ) : (
          <InsightChart
            kind={spec.kind}
            unit={spec.unit}
            series={spec.series}
            points={points}
            horizontal={spec.shape === "label"}
          />
        )}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <details className="min-w-0 flex-1">
            <summary className="cursor-pointer text-sm font-medium">Ver dados em tabela</summary>
            <Table className="mt-2">
              <caption className="sr-only">
                {spec.title}, {period.label}
              </caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">
                    {spec.shape === "time" ? "Período" : spec.id === "comunidade" ? "Grupo" : "UF"}
                  </TableHead>
                  {spec.series.map((s) => (
                    <TableHead key={s.key} scope="col" className="text-right">
                      {s.label}
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.key} data-key={row.key}>
                    <TableHead scope="row" className="font-normal">
                      {longLabel(row.key)}
                    </TableHead>
                    {spec.series.map((s) => (
                      <TableCell key={s.key} className="text-right tabular-nums" data-series={s.key}>
                        {format(row.values[s.key] ?? 0)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
          <Button asChild variant="outline" size="sm">
            <a href={insightCsvPath(spec.id, period.query)} download aria-label={`Baixar CSV: ${spec.title}`}>
              <DownloadIcon aria-hidden="true" />
              Baixar CSV
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
