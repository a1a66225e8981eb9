import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { MessageCircleIcon } from "lucide-react"

import { requireUser } from "@/lib/auth"
import { getOrder, getOrderBusinessContact, listOrderReports } from "@/lib/data/orders-pages"
import { readLiveToken } from "@/lib/data/notifications"
import { businessPath } from "@/lib/directory-url"
import { formatDateTime } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { sellerActions } from "@/lib/orders/status"
import { SELLER_ORDERS_PATH, sellerOrderPath } from "@/lib/orders-url"
import { createClient } from "@/lib/supabase/server"
import { ORDER_LIMITS } from "@/lib/validations/orders"
import { Button } from "@/components/ui/button"
import { reportOrderProblemAction } from "@/components/orders/actions"
import { OrderItems } from "@/components/orders/order-items"
import { OrderPageFrame } from "@/components/orders/order-page-frame"
import { OrderStepButton, OrderTextForm } from "@/components/orders/order-step-forms"
import { OrderTimeline } from "@/components/orders/order-timeline"
import { OrderReports } from "@/components/orders/order-reports"
import { cancelReceivedOrderAction, moveOrderAction } from "../actions"

export const metadata: Metadata = pageMetadata({
  title: "Encomenda recebida",
  path: SELLER_ORDERS_PATH,
  noIndex: true,
})

type Props = { params: Promise<{ id: string }> }

const STEP_BUTTONS = {
  confirm_payment: { label: "Confirmar pagamento recebido", pending: "Confirmando…" },
  mark_ready: { label: "Marcar como pronta", pending: "Marcando…" },
  mark_delivered: { label: "Marcar como entregue", pending: "Marcando…" },
} as const

/**
 * An order her business received (issue #38): the buyer, the items and exact total, the delivery
 * and note, and the steps she may take in its state. It updates live when the buyer acts. An id
 * that is not one of her received orders is the 404 the proxy already answered
 * (lib/routing/order-route.ts); the page renders the not-found view by the same read.
 */
export default async function ReceivedOrderPage({ params }: Props) {
  const { id } = await params
  const viewer = await requireUser(sellerOrderPath(encodeURIComponent(id)))
  const order = await getOrder(id)
  if (!order || order.sellerId !== viewer.userId) notFound()
  const [reports, contact, token] = await Promise.all([
    listOrderReports(order.id),
    getOrderBusinessContact(order.businessId),
    readLiveToken(await createClient()).catch(() => null),
  ])
  const steps = sellerActions(order.status)

  return (
    <OrderPageFrame
      order={order}
      userId={viewer.userId}
      token={token}
      back={{ href: SELLER_ORDERS_PATH, label: "Encomendas recebidas" }}
      summary={
        <>
          De <span className="text-foreground font-medium">{order.buyerName}</span> para {order.businessName}, feita em{" "}
          {formatDateTime(order.placedAt)}.
        </>
      }
    >
      {order.status === "payment_reported" ? (
        <p role="status" className="bg-primary/10 rounded-lg p-4 text-sm">
          A compradora informou que pagou. Confira no extrato do seu banco se o Pix de <strong>{order.code}</strong>{" "}
          chegou antes de confirmar.
        </p>
      ) : null}

      <OrderItems {...order} />

      {steps.length > 0 ? (
        <section aria-labelledby="proximos-passos" className="space-y-3">
          <h2 id="proximos-passos" className="text-lg font-semibold">
            Próximos passos
          </h2>
          <div className="flex flex-wrap gap-2">
            {steps.flatMap((step) =>
              step === "cancel"
                ? []
                : [
                    <OrderStepButton
                      key={step}
                      action={moveOrderAction}
                      orderId={order.id}
                      step={step}
                      label={STEP_BUTTONS[step].label}
                      pendingLabel={STEP_BUTTONS[step].pending}
                    />,
                  ]
            )}
          </div>
          {steps.includes("cancel") ? (
            <OrderTextForm
              action={cancelReceivedOrderAction}
              orderId={order.id}
              title="Cancelar encomenda"
              field="reason"
              label="Motivo do cancelamento"
              hint="A compradora recebe este motivo. Se ela já pagou, combine a devolução do valor."
              maxLength={ORDER_LIMITS.reason}
              submitLabel="Cancelar encomenda"
              pendingLabel="Cancelando…"
              destructive
            />
          ) : null}
        </section>
      ) : null}

      {order.status === "cancelled" && order.cancelReason ? (
        <p className="text-sm">
          <span className="font-medium">Motivo do cancelamento:</span> {order.cancelReason}
        </p>
      ) : null}

      <section aria-labelledby="historico" className="space-y-3">
        <h2 id="historico" className="text-lg font-semibold">
          Histórico
        </h2>
        <OrderTimeline events={order.events} />
      </section>

      <section aria-labelledby="ajuda" className="space-y-3">
        <h2 id="ajuda" className="text-lg font-semibold">
          Precisa de ajuda?
        </h2>
        {contact ? (
          <Button asChild variant="outline">
            <Link href={businessPath(contact.slug)}>
              <MessageCircleIcon aria-hidden="true" />
              Ver a página do negócio
            </Link>
          </Button>
        ) : null}
        <OrderReports reports={reports} />
        <OrderTextForm
          action={reportOrderProblemAction}
          orderId={order.id}
          title="Relatar problema"
          field="details"
          label="O que aconteceu?"
          hint="A equipe da Convergência recebe o relato e entra em contato."
          maxLength={ORDER_LIMITS.problemMax}
          submitLabel="Enviar relato"
          pendingLabel="Enviando…"
        />
      </section>
    </OrderPageFrame>
  )
}
