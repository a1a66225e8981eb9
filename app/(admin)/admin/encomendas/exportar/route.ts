import { getViewer } from "@/lib/auth"
import { toCsv } from "@/lib/csv"
import { listAdminOrders } from "@/lib/data/orders-pages"
import { formatDateTime } from "@/lib/format"
import { ORDER_STATUS_LABELS } from "@/lib/orders/status"
import { DELIVERY_METHOD_LABELS, parseAdminOrderParams } from "@/lib/validations/orders"

const NOT_FOUND = () =>
  new Response("Página Não Encontrada", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } })

/**
 * "Exportar CSV" of /admin/encomendas (issue #38): every order the screen's filters select, through
 * the injection-safe writer. Anyone but an admin gets the site's 404 text: the file's existence is
 * nobody else's business.
 */
export async function GET(request: Request) {
  const viewer = await getViewer()
  if (!viewer?.isAdmin) return NOT_FOUND()
  const filter = parseAdminOrderParams(Object.fromEntries(new URL(request.url).searchParams))
  let orders
  try {
    orders = (await listAdminOrders(filter, { all: true })).orders
  } catch (error) {
    console.error("[admin.orders.export]", error)
    return new Response("Algo deu errado ao gerar o arquivo. Tente novamente.", {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    })
  }
  const csv = toCsv(
    ["Código", "Feita em", "Negócio", "Compradora", "Situação", "Entrega", "Itens", "Total (R$)", "Relatos abertos"],
    orders.map((order) => [
      order.code,
      formatDateTime(order.placedAt),
      order.businessName,
      order.buyerName,
      ORDER_STATUS_LABELS[order.status],
      DELIVERY_METHOD_LABELS[order.deliveryMethod],
      order.itemCount,
      (order.totalCents / 100).toFixed(2).replace(".", ","),
      order.reports.filter((report) => report.status === "open").length,
    ])
  )
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="encomendas.csv"`,
      "Cache-Control": "private, no-store",
    },
  })
}
