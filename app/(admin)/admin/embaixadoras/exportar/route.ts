import { getViewer } from "@/lib/auth"
import { toCsv } from "@/lib/csv"
import { getAdminLedger } from "@/lib/data/ambassadors"
import { formatDate } from "@/lib/format"
import { STATUS_LABELS, toLedgerFilter } from "@/lib/validations/ambassadors"

/** "Exportar CSV": the ledger rows the screen shows (same filters), through the injection-safe writer. */
export async function GET(request: Request) {
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: "Faça login para exportar." }, { status: 401 })
  if (!viewer.isAdmin) return Response.json({ error: "Acesso negado." }, { status: 403 })
  const filter = toLedgerFilter(Object.fromEntries(new URL(request.url).searchParams))
  let ledger
  try {
    ledger = await getAdminLedger(filter)
  } catch (error) {
    console.error("[admin.ambassadors.export]", error)
    return Response.json({ error: "Erro ao carregar as comissões." }, { status: 500 })
  }
  const csv = toCsv(
    ["Embaixadora", "Código", "Descrição", "Valor (R$)", "Status", "Criada em", "Aprovada em", "Paga em"],
    ledger.entries.map((e) => [
      e.ambassadorName,
      e.ambassadorCode,
      e.description,
      (e.amountCents / 100).toFixed(2).replace(".", ","),
      STATUS_LABELS[e.status],
      formatDate(e.createdAt),
      e.approvedAt ? formatDate(e.approvedAt) : "",
      e.paidAt ? formatDate(e.paidAt) : "",
    ])
  )
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="comissoes.csv"`,
      "Cache-Control": "private, no-store",
    },
  })
}
