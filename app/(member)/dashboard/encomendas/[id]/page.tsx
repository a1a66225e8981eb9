import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { MailIcon, MessageCircleIcon, StarIcon } from "lucide-react"

import { requireUser } from "@/lib/auth"
import { getOrder, getOrderBusinessContact, listOrderReports } from "@/lib/data/orders-pages"
import { readLiveToken } from "@/lib/data/notifications"
import { businessPath } from "@/lib/directory-url"
import { formatDateTime } from "@/lib/format"
import { newConversationPath } from "@/lib/messages-url"
import { pageMetadata } from "@/lib/metadata"
import { buyerActions } from "@/lib/orders/status"
import { MY_ORDERS_PATH, myOrderPath, orderWhatsappHref } from "@/lib/orders-url"
import { pixCopyPaste, pixQrSvg } from "@/lib/pix/br-code"
import { createClient } from "@/lib/supabase/server"
import { ORDER_LIMITS } from "@/lib/validations/orders"
import { Button } from "@/components/ui/button"
import { reportOrderProblemAction } from "@/components/orders/actions"
import { OrderItems } from "@/components/orders/order-items"
import { OrderPageFrame } from "@/components/orders/order-page-frame"
import { OrderReports } from "@/components/orders/order-reports"
import { OrderStepButton, OrderTextForm } from "@/components/orders/order-step-forms"
import { OrderTimeline } from "@/components/orders/order-timeline"
import { PixPayment } from "@/components/orders/pix-payment"
import { cancelMyOrderAction, reportPaymentAction } from "../actions"

export const metadata: Metadata = pageMetadata({ title: "Encomenda", path: MY_ORDERS_PATH, noIndex: true })

type Props = { params: Promise<{ id: string }> }

/** The Pix code and its QR for the order's exact total, to the seller's key (null once the seller's account is gone). */
async function pixFor(order: NonNullable<Awaited<ReturnType<typeof getOrder>>>) {
  if (!order.pix) return null
  try {
    const payload = pixCopyPaste({
      key: order.pix.key,
      receiverName: order.pix.receiverName,
      receiverCity: order.pix.receiverCity,
      amountCents: order.totalCents,
      reference: order.code,
    })
    return { payload, qrSvg: await pixQrSvg(payload) }
  } catch (error) {
    // A stored key the generator refuses: the page still shows the order, without a code.
    console.error("[orders.pix]", error)
    return null
  }
}

/**
 * Her order (issue #38): items and exact total, the Pix "copia e cola" code for that amount to the
 * seller's key with the order's code as reference (text, copy button, QR), "Já paguei", "Cancelar"
 * while placed, "Relatar problema", WhatsApp with the business, the timeline, and after delivery
 * an invitation to review. It updates live when the seller acts. An id that is not one of her
 * orders is the 404 the proxy already answered (lib/routing/order-route.ts).
 */
export default async function MyOrderPage({ params }: Props) {
  const { id } = await params
  const viewer = await requireUser(myOrderPath(encodeURIComponent(id)))
  const order = await getOrder(id)
  if (!order || order.buyerId !== viewer.userId) notFound()
  const paying = order.status === "placed" || order.status === "payment_reported"
  const [reports, contact, token, pix] = await Promise.all([
    listOrderReports(order.id),
    getOrderBusinessContact(order.businessId),
    readLiveToken(await createClient()).catch(() => null),
    paying ? pixFor(order) : Promise.resolve(null),
  ])
  const steps = buyerActions(order.status)
  const whatsapp = contact ? orderWhatsappHref(contact.whatsapp, order.code) : null

  return (
    <OrderPageFrame
      order={order}
      userId={viewer.userId}
      token={token}
      back={{ href: MY_ORDERS_PATH, label: "Minhas encomendas" }}
      summary={
        <>
          Para{" "}
          {contact ? (
            <Link href={businessPath(contact.slug)} className="text-foreground font-medium underline">
              {order.businessName}
            </Link>
          ) : (
            <span className="text-foreground font-medium">{order.businessName}</span>
          )}
          , feita em {formatDateTime(order.placedAt)}.
        </>
      }
    >
      <OrderItems {...order} />

      {paying ? (
        <section aria-labelledby="pagamento" className="space-y-3">
          <h2 id="pagamento" className="text-lg font-semibold">
            Pagamento por Pix
          </h2>
          {pix ? (
            <PixPayment totalCents={order.totalCents} payload={pix.payload} qrSvg={pix.qrSvg} />
          ) : (
            <p className="text-sm">
              O código Pix desta encomenda não está disponível. Combine o pagamento com a vendedora.
            </p>
          )}
          {order.status === "payment_reported" ? (
            <p role="status" className="bg-primary/10 rounded-lg p-4 text-sm">
              Você informou o pagamento em {formatDateTime(order.paymentReportedAt ?? order.placedAt)}. A vendedora
              confirma quando o Pix chegar.
            </p>
          ) : null}
        </section>
      ) : null}

      {steps.length > 0 ? (
        <section aria-labelledby="proximos-passos" className="space-y-3">
          <h2 id="proximos-passos" className="sr-only">
            O que você pode fazer
          </h2>
          {steps.includes("report_payment") ? (
            <OrderStepButton
              action={reportPaymentAction}
              orderId={order.id}
              label="Já paguei"
              pendingLabel="Avisando…"
            />
          ) : null}
          {steps.includes("cancel") ? (
            <OrderTextForm
              action={cancelMyOrderAction}
              orderId={order.id}
              title="Cancelar encomenda"
              field="reason"
              label="Motivo (opcional)"
              hint="Só é possível cancelar antes de informar o pagamento."
              maxLength={ORDER_LIMITS.reason}
              submitLabel="Cancelar encomenda"
              pendingLabel="Cancelando…"
              destructive
            />
          ) : null}
        </section>
      ) : null}

      {order.status === "cancelled" ? (
        <p className="text-sm">
          <span className="font-medium">Encomenda cancelada</span>
          {order.cancelReason ? `: ${order.cancelReason}` : "."}
        </p>
      ) : null}

      {order.status === "delivered" && contact ? (
        <section aria-labelledby="avaliar-negocio" className="bg-card space-y-3 rounded-xl border p-5">
          <h2 id="avaliar-negocio" className="text-lg font-semibold">
            Como foi a sua compra?
          </h2>
          <p className="text-sm">
            Sua avaliação de {order.businessName} aparece com o selo “Compra verificada”, porque a encomenda foi
            entregue.
          </p>
          <Button asChild>
            <Link href={`${businessPath(contact.slug)}#avaliar`}>
              <StarIcon aria-hidden="true" />
              Avaliar o negócio
            </Link>
          </Button>
        </section>
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
        <div className="flex flex-wrap gap-2">
          {whatsapp ? (
            <Button asChild variant="outline">
              <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                <MessageCircleIcon aria-hidden="true" />
                Conversar pelo WhatsApp
              </a>
            </Button>
          ) : null}
          {contact && order.businessId ? (
            <Button asChild variant="outline">
              <Link href={newConversationPath({ context: "business", ref: order.businessId })} prefetch={false}>
                <MailIcon aria-hidden="true" />
                Enviar mensagem
              </Link>
            </Button>
          ) : null}
        </div>
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
