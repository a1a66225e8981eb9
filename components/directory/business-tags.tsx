import { PackageIcon, ShoppingBagIcon } from "lucide-react"

import { Badge } from "@/components/ui/badge"

/** "Aceita encomendas" and "Vende on-line", when they apply. */
export function BusinessTags({ business }: { business: { acceptsOrders: boolean; sellsOnline: boolean } }) {
  if (!business.acceptsOrders && !business.sellsOnline) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Características">
      {business.acceptsOrders ? (
        <li>
          <Badge variant="outline">
            <PackageIcon aria-hidden="true" />
            Aceita encomendas
          </Badge>
        </li>
      ) : null}
      {business.sellsOnline ? (
        <li>
          <Badge variant="outline">
            <ShoppingBagIcon aria-hidden="true" />
            Vende on-line
          </Badge>
        </li>
      ) : null}
    </ul>
  )
}
