import Link from "next/link"
import { ShoppingBagIcon } from "lucide-react"

import { getBusinessOrderOptions } from "@/lib/data/orders-pages"
import { ORDER_PRODUCT_PARAM, ORDER_QUANTITY_PARAM, orderBuilderPath } from "@/lib/orders-url"
import { ORDER_LIMITS } from "@/lib/validations/orders"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"

/**
 * The ways into an order (issue #38) on the static public pages: the same HTML for everyone, from
 * the cached order options of the business (shown only when it takes orders). A visitor who
 * follows them is sent to sign in and comes back to the same order (lib/route-rules.ts).
 */

/** "Fazer encomenda" on a business's directory page. */
export async function BusinessOrderLink({ businessId, businessSlug }: { businessId: string; businessSlug: string }) {
  const options = await getBusinessOrderOptions(businessId)
  if (!options) return null
  return (
    <Button asChild size="sm">
      <Link href={orderBuilderPath(businessSlug)} prefetch={false}>
        <ShoppingBagIcon aria-hidden="true" />
        Fazer encomenda
      </Link>
    </Button>
  )
}

/**
 * "Encomendar" with a quantity on a product page: a GET form to the order builder, so it works
 * before hydration and the address carries the product and the quantity through sign-in.
 */
export async function ProductOrderForm({
  businessId,
  businessSlug,
  productSlug,
  available,
}: {
  businessId: string
  businessSlug: string
  productSlug: string
  available: boolean
}) {
  const options = await getBusinessOrderOptions(businessId)
  if (!options || !available) return null
  return (
    <form action={orderBuilderPath(businessSlug)} method="get" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name={ORDER_PRODUCT_PARAM} value={productSlug} />
      <div className="space-y-1">
        {/* A native label: the kit's is a client component, and this page ships no script for it. */}
        <label htmlFor="encomendar-quantidade" className="block text-sm leading-none font-medium">
          Quantidade
        </label>
        <Input
          id="encomendar-quantidade"
          name={ORDER_QUANTITY_PARAM}
          type="number"
          inputMode="numeric"
          min={1}
          max={ORDER_LIMITS.quantity}
          defaultValue={1}
          className="w-24"
        />
      </div>
      <Button type="submit">
        <ShoppingBagIcon aria-hidden="true" />
        Encomendar
      </Button>
    </form>
  )
}
