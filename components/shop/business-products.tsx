import Link from "next/link"

import { listBusinessProducts } from "@/lib/data/shop"
import { formatPrice, productPath } from "@/lib/shop"
import { TitledSection } from "@/components/layout/titled-section"

/** "Produtos na loja" on a business's directory page: its shown products, from the tagged cache. */
export async function BusinessProducts({ businessId }: { businessId: string }) {
  const products = await listBusinessProducts(businessId)
  if (!products.length) return null
  return (
    <TitledSection id="produtos-na-loja" title="Produtos na loja" className="space-y-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        {products.map((product) => (
          <li key={product.id} className="bg-card flex items-center justify-between gap-3 rounded-lg border p-3">
            <Link href={productPath(product.slug)} className="font-medium underline-offset-4 hover:underline">
              {product.name}
            </Link>
            <span className="text-sm font-semibold whitespace-nowrap">{formatPrice(product.priceCents)}</span>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
