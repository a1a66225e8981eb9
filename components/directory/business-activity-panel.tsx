import { formatBucket } from "@/lib/format"
import type { ChartData } from "@/lib/insight/charts"
import type { Period } from "@/lib/insight/period"
import { formatCount, formatInteger } from "@/lib/number-format"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

/**
 * Her listing's views and contact clicks over the period (issue #43), on her panel. Drawn with CSS
 * bars and a table, no chart library: the charts' script stays on the admin pages.
 */
export function BusinessActivityPanel({
  businessId,
  name,
  data,
  period,
}: {
  businessId: string
  name: string
  data: ChartData
  period: Period
}) {
  const total = (key: string) => data.rows.reduce((sum, row) => sum + (row.values[key] ?? 0), 0)
  const views = total("views")
  const contacts = total("contacts")
  const peak = Math.max(1, ...data.rows.map((row) => row.values.views ?? 0))
  const headingId = `atividade-${businessId}`
  return (
    <section
      aria-labelledby={headingId}
      className="bg-card space-y-4 rounded-xl border p-5"
      data-testid="business-activity"
    >
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {name}: visitas e contatos
        </h2>
        <p className="text-muted-foreground text-sm">
          {period.label}:{" "}
          <strong data-testid="business-activity-views">{formatCount(views, "visualização", "visualizações")}</strong>{" "}
          da página e {formatCount(contacts, "clique", "cliques")} em WhatsApp, Instagram ou site. Cada pessoa conta uma
          vez por dia.
        </p>
      </div>
      <div aria-hidden="true" className="flex h-24 items-end gap-px">
        {data.rows.map((row) => (
          <div
            key={row.key}
            className="bg-primary/80 min-h-px flex-1 rounded-t-sm"
            style={{ height: `${Math.round(((row.values.views ?? 0) / peak) * 100)}%` }}
            title={`${formatBucket(row.key, data.bucket)}: ${formatInteger(row.values.views ?? 0)}`}
          />
        ))}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium">Ver dados em tabela</summary>
        <Table className="mt-2">
          <caption className="sr-only">
            Visualizações e contatos de {name}, {period.label}
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Período</TableHead>
              <TableHead scope="col" className="text-right">
                Visualizações
              </TableHead>
              <TableHead scope="col" className="text-right">
                Contatos
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className="font-normal">
                  {formatBucket(row.key, data.bucket, true)}
                </TableHead>
                <TableCell className="text-right tabular-nums">{formatInteger(row.values.views ?? 0)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatInteger(row.values.contacts ?? 0)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </section>
  )
}
