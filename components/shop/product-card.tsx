import Link from "next/link"
import { PackageIcon } from "lucide-react"

import type { ProductCard as ProductCardData } from "@/lib/data/shop"
import { businessPath } from "@/lib/directory-url"
import { formatPrice, PRODUCT_AVAILABILITY, PRODUCT_CATEGORIES, productPath } from "@/lib/shop"
import { Badge } from "@/components/ui/badge"
import { FillImage } from "@/components/images/fill-image"

/** A product's photo; `eager` for the one above the fold (the product page's main photo): at once, high priority. */
export function ProductPhoto({
  src,
  alt,
  sizes,
  eager = false,
}: {
  src: string | undefined
  alt: string
  sizes: string
  eager?: boolean
}) {
  return src ? (
    <FillImage src={src} alt={alt} sizes={sizes} eager={eager} unoptimized />
  ) : (
    <div className="bg-muted text-muted-foreground flex size-full items-center justify-center">
      <PackageIcon className="size-10" aria-hidden="true" />
    </div>
  )
}

export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <article className="bg-card flex h-full flex-col overflow-hidden rounded-xl border shadow-xs">
      <div className="relative aspect-[4/3]">
        <ProductPhoto src={product.photos[0]} alt="" sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="mb-2 flex flex-wrap gap-2">
          <Badge variant="secondary">{PRODUCT_CATEGORIES[product.category]}</Badge>
          {product.availability !== "disponivel" ? (
            <Badge variant="outline">{PRODUCT_AVAILABILITY[product.availability]}</Badge>
          ) : null}
        </div>
        <h2 className="font-semibold">
          <Link href={productPath(product.slug)} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="mt-1 text-lg font-bold">{formatPrice(product.priceCents)}</p>
        <p className="text-muted-foreground mt-auto pt-2 text-sm">
          por{" "}
          <Link href={businessPath(product.business.slug)} className="underline">
            {product.business.name}
          </Link>
          {product.business.state ? ` · ${product.business.city}/${product.business.state}` : null}
        </p>
      </div>
    </article>
  )
}
