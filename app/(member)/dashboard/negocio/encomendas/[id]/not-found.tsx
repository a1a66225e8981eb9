import { PackageXIcon } from "lucide-react"

import { SELLER_ORDERS_PATH } from "@/lib/orders-url"
import { NotFoundView } from "@/components/errors/not-found-view"

export const metadata = { title: "Encomenda não encontrada", robots: { index: false, follow: false } }

/** A malformed id, an unknown order and one another business received read the same. */
export default function ReceivedOrderNotFound() {
  return (
    <NotFoundView
      icon={PackageXIcon}
      title="Encomenda não encontrada"
      description="Esta encomenda não existe ou não foi feita a um negócio seu."
      link={{ href: SELLER_ORDERS_PATH, label: "Voltar para as encomendas recebidas", back: true }}
    />
  )
}
