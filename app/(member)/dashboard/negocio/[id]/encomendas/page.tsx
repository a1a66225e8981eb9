import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getOwnedBusiness } from "@/lib/data/directory-owner"
import { getOrderSettings } from "@/lib/data/orders-pages"
import { businessPath, OWNER_PATH, ownerBusinessPath } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { orderSettingsPath, SELLER_ORDERS_PATH } from "@/lib/orders-url"
import { formatPixKey } from "@/lib/pix/keys"
import { BackLink } from "@/components/navigation/back-link"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"
import { saveOrderSettingsAction } from "./actions"
import { OrderSettingsForm } from "./_components/order-settings-form"

type Props = { params: Promise<{ id: string }> }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const metadata: Metadata = pageMetadata({
  title: "Receber encomendas",
  description: "Sua chave Pix e as formas de entrega das encomendas do seu negócio.",
  path: OWNER_PATH,
  noIndex: true,
})

/** Reais for a form field: 800 → "8,00". */
const reaisField = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2).replace(".", ","))

/** "Receber encomendas" (issue #38): only the business's owner; anyone else reads the not-found view. */
export default async function OrderSettingsPage({ params }: Props) {
  const { id } = await params
  const viewer = await requireUser(orderSettingsPath(id))
  const business = UUID.test(id) ? await getOwnedBusiness(viewer.userId, id) : null
  if (!business) notFound()
  const settings = await getOrderSettings(business.id)
  const listed = business.status === "approved" && business.active

  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-10">
      <BackLink href={ownerBusinessPath(business.id)}>{business.publicName}</BackLink>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Receber encomendas</h1>
        <p className="text-muted-foreground">
          Quem encomenda recebe um código Pix copia e cola com o valor exato, para a sua chave. Você acompanha e
          confirma cada pagamento em{" "}
          <Link href={SELLER_ORDERS_PATH} className="underline underline-offset-4">
            Encomendas recebidas
          </Link>
          .
        </p>
      </header>
      {!listed ? (
        <Alert role="status">
          <AlertTitle>O negócio ainda não está no diretório</AlertTitle>
          <AlertDescription>
            Você pode deixar tudo pronto: o botão Encomendar aparece quando o negócio for aprovado e estiver ativo.
          </AlertDescription>
        </Alert>
      ) : settings.enabled ? (
        <Alert role="status">
          <AlertTitle>Recebendo encomendas</AlertTitle>
          <AlertDescription>
            O botão Encomendar aparece{" "}
            <Link href={businessPath(business.publicSlug)} className="underline underline-offset-4">
              na página do negócio
            </Link>{" "}
            e nos seus produtos. Marque como esgotado o que estiver em falta.
          </AlertDescription>
        </Alert>
      ) : null}
      <OrderSettingsForm
        action={saveOrderSettingsAction}
        businessId={business.id}
        initial={{
          enabled: settings.enabled,
          pixKeyType: settings.pixKeyType ?? "",
          pixKey: settings.pixKeyType && settings.pixKey ? formatPixKey(settings.pixKeyType, settings.pixKey) : "",
          receiverName: settings.receiverName ?? "",
          receiverCity: settings.receiverCity ?? "",
          offersPickup: settings.offersPickup,
          offersLocalDelivery: settings.offersLocalDelivery,
          localDeliveryFee: settings.localDeliveryFeeCents ? reaisField(settings.localDeliveryFeeCents) : "",
          offersShipping: settings.offersShipping,
          minimumOrder: reaisField(settings.minimumOrderCents),
          note: settings.note ?? "",
        }}
      />
    </div>
  )
}
