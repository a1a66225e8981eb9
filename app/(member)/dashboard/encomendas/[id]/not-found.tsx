import { PackageXIcon } from "lucide-react"

import { MY_ORDERS_PATH } from "@/lib/orders-url"
import { NotFoundView } from "@/components/errors/not-found-view"

export const metadata = { title: "Encomenda não encontrada", robots: { index: false, follow: false } }

/** A malformed id, an unknown order and someone else's read the same. */
export default function MyOrderNotFound() {
  return (
    <NotFoundView
      icon={PackageXIcon}
      title="Encomenda não encontrada"
      description="Esta encomenda não existe ou não foi feita por você."
      link={{ href: MY_ORDERS_PATH, label: "Voltar para minhas encomendas", back: true }}
    />
  )
}
