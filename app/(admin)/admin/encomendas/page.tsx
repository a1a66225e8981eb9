import type { Metadata } from "next"
import Link from "next/link"
import { DownloadIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { ADMIN_ORDERS_PER_PAGE, getAdminOrderTotals, listAdminOrders } from "@/lib/data/orders-pages"
import { formatDateTime } from "@/lib/format"
import { formatCents, formatCount, formatInteger } from "@/lib/number-format"
import { ORDER_STATUS_LABELS } from "@/lib/orders/status"
import { ADMIN_ORDERS_CSV_PATH, ADMIN_ORDERS_PATH } from "@/lib/orders-url"
import {
  ADMIN_ORDER_PARAMS,
  adminOrderQuery,
  ORDER_LIMITS,
  ORDER_STATUSES,
  parseAdminOrderParams,
} from "@/lib/validations/orders"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { NativeSelect } from "@/components/ui/native-select"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { TitledSection } from "@/components/layout/titled-section"
import { CleanGetForm } from "@/components/list/clean-get-form"
import { OrderStatusBadge } from "@/components/orders/order-status-badge"
import { OrderStepButton, OrderTextForm } from "@/components/orders/order-step-forms"
import { adminMetadata } from "../_shared/metadata"
import { adminCancelOrderAction, resolveOrderReportAction } from "./actions"

const INTRO =
  "Todas as encomendas entre associadas, pagas por Pix direto à vendedora. Filtre, exporte e trate os problemas relatados."

export const metadata: Metadata = adminMetadata({ title: "Encomendas", description: INTRO, path: ADMIN_ORDERS_PATH })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminOrdersPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <Guarded searchParams={searchParams} />
    </AdminSuspense>
  )
}

/**
 * /admin/encomendas (issue #38): the totals, every order with filters (state, Brasília date range,
 * business, reported only), the CSV of the same selection, and for each order with an open
 * problem report the reports, "Resolver" and "Cancelar encomenda" with a reason.
 */
async function Guarded({ searchParams }: Props) {
  await guardRoute(ADMIN_ORDERS_PATH)
  const filter = parseAdminOrderParams(await searchParams)
  const [{ orders, total }, totals] = await Promise.all([listAdminOrders(filter), getAdminOrderTotals()])
  const pages = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PER_PAGE))
  const query = adminOrderQuery({ ...filter, page: 1 })

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader badge="Administradora" title="Encomendas" description={INTRO}>
        <Button asChild variant="outline">
          <a href={`${ADMIN_ORDERS_CSV_PATH}${query}`} download>
            <DownloadIcon aria-hidden="true" />
            Exportar CSV
          </a>
        </Button>
      </AdminPageHeader>

      <TitledSection id="totais-encomendas" title="Totais" titleClassName="sr-only">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div className="bg-card rounded-xl border p-4">
            <dt className="text-muted-foreground text-sm">Pagas (processadas fora da plataforma)</dt>
            <dd className="text-2xl font-bold">{formatCents(totals.paidTotalCents)}</dd>
            <dd className="text-muted-foreground text-xs">
              {formatCount(totals.paidOrders, "encomenda", "encomendas")}
            </dd>
          </div>
          <div className="bg-card rounded-xl border p-4">
            <dt className="text-muted-foreground text-sm">Encomendas este mês</dt>
            <dd className="text-2xl font-bold">{formatInteger(totals.ordersThisMonth)}</dd>
          </div>
          <div className="bg-card rounded-xl border p-4">
            <dt className="text-muted-foreground text-sm">Relatos de problema abertos</dt>
            <dd className="text-2xl font-bold">{formatInteger(totals.openReports)}</dd>
          </div>
        </dl>
      </TitledSection>

      <CleanGetForm
        action={ADMIN_ORDERS_PATH}
        role="search"
        aria-label="Filtrar encomendas"
        className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      >
        <div className="space-y-1">
          <Label htmlFor="filtro-estado">Situação</Label>
          <NativeSelect id="filtro-estado" name={ADMIN_ORDER_PARAMS.status} defaultValue={filter.status ?? ""}>
            <option value="">Todas</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="filtro-de">De</Label>
          <Input id="filtro-de" name={ADMIN_ORDER_PARAMS.from} type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filtro-ate">Até</Label>
          <Input id="filtro-ate" name={ADMIN_ORDER_PARAMS.to} type="date" defaultValue={filter.to ?? ""} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="filtro-negocio">Negócio</Label>
          <Input
            id="filtro-negocio"
            name={ADMIN_ORDER_PARAMS.business}
            type="search"
            defaultValue={filter.business ?? ""}
            maxLength={80}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium lg:pb-2">
          <NativeCheckbox name={ADMIN_ORDER_PARAMS.reported} value="1" defaultChecked={filter.reportedOnly} />
          Só com relato aberto
        </label>
        <div className="flex gap-2">
          <Button type="submit">Filtrar</Button>
          {query ? (
            <Button asChild variant="ghost">
              <Link href={ADMIN_ORDERS_PATH}>Limpar</Link>
            </Button>
          ) : null}
        </div>
      </CleanGetForm>

      <TitledSection id="lista-encomendas" title={formatCount(total, "encomenda", "encomendas")}>
        {orders.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhuma encomenda com estes filtros.</p>
        ) : (
          <ul className="space-y-3">
            {orders.map((order) => {
              const open = order.reports.filter((report) => report.status === "open")
              return (
                <li key={order.id} className="bg-card space-y-3 rounded-xl border p-4 [overflow-wrap:anywhere]">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p className="font-semibold">
                        {order.code} · {order.businessName}
                      </p>
                      <p className="text-muted-foreground text-sm">
                        Compradora: {order.buyerName} ·{" "}
                        <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time> ·{" "}
                        {formatCount(order.itemCount, "item", "itens")}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <OrderStatusBadge status={order.status} />
                      <span className="font-semibold whitespace-nowrap">{formatCents(order.totalCents)}</span>
                    </div>
                  </div>
                  {open.length > 0 ? (
                    <div className="border-destructive/40 space-y-3 rounded-lg border p-3">
                      <p className="text-destructive text-sm font-medium">
                        {formatCount(open.length, "relato aberto", "relatos abertos")}
                      </p>
                      <ul className="space-y-2">
                        {open.map((report) => (
                          <li key={report.id} className="space-y-2 text-sm">
                            <p>
                              <span className="font-medium">
                                {report.reporterRole === "buyer" ? "Compradora" : "Vendedora"}
                              </span>{" "}
                              em {formatDateTime(report.createdAt)}: “{report.details}”
                            </p>
                            <OrderStepButton
                              action={resolveOrderReportAction}
                              orderId={report.id}
                              idName="reportId"
                              label="Marcar como resolvido"
                              pendingLabel="Resolvendo…"
                              variant="outline"
                            />
                          </li>
                        ))}
                      </ul>
                      {order.status !== "delivered" && order.status !== "cancelled" ? (
                        <OrderTextForm
                          action={adminCancelOrderAction}
                          orderId={order.id}
                          title="Cancelar encomenda"
                          field="reason"
                          label="Motivo (compradora e vendedora recebem)"
                          maxLength={ORDER_LIMITS.reason}
                          submitLabel="Cancelar encomenda"
                          pendingLabel="Cancelando…"
                          destructive
                        />
                      ) : null}
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
        {pages > 1 ? (
          <nav aria-label="Páginas" className="flex items-center justify-between gap-3 pt-4 text-sm">
            {filter.page > 1 ? (
              <Link href={`${ADMIN_ORDERS_PATH}${adminOrderQuery({ ...filter, page: filter.page - 1 })}`}>
                Anterior
              </Link>
            ) : (
              <span />
            )}
            <span>
              Página {filter.page} de {pages}
            </span>
            {filter.page < pages ? (
              <Link href={`${ADMIN_ORDERS_PATH}${adminOrderQuery({ ...filter, page: filter.page + 1 })}`}>Próxima</Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </TitledSection>
    </div>
  )
}
