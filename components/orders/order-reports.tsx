import { formatDateTime } from "@/lib/format"

export interface OrderReportsProps {
  reports: { id: string; details: string; status: "open" | "resolved"; createdAt: string }[]
}

/** The problems she reported on an order (issue #38), with whether the team has resolved them. */
export function OrderReports({ reports }: OrderReportsProps) {
  if (reports.length === 0) return null
  return (
    <ul className="space-y-2" aria-label="Problemas relatados">
      {reports.map((report) => (
        <li key={report.id} className="bg-muted/40 rounded-lg p-3 text-sm">
          <p className="font-medium">
            {report.status === "open" ? "Relato em análise pela equipe" : "Relato resolvido pela equipe"} ·{" "}
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          </p>
          <p className="whitespace-pre-line">{report.details}</p>
        </li>
      ))}
    </ul>
  )
}
