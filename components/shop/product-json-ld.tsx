import type { ProductCard } from "@/lib/data/shop"
import { businessPath } from "@/lib/directory-url"
import { PRODUCT_CATEGORIES, productPath, SCHEMA_AVAILABILITY } from "@/lib/shop"
import { absoluteUrl, siteConfig } from "@/lib/site"
import { JsonLd } from "@/components/seo/json-ld"

/** schema.org Product with one Offer in BRL, sold by the member's business. */
export function productJsonLd(product: ProductCard) {
  const url = absoluteUrl(productPath(product.slug))
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description || undefined,
    category: PRODUCT_CATEGORIES[product.category],
    image: product.photos.length
      ? product.photos.map((photo) => (photo.startsWith("/") ? absoluteUrl(photo) : photo))
      : [absoluteUrl(siteConfig.ogImage.src)],
    url,
    brand: { "@type": "Brand", name: product.business.name },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "BRL",
      price: (product.priceCents / 100).toFixed(2),
      availability: SCHEMA_AVAILABILITY[product.availability],
      seller: {
        "@type": "Organization",
        name: product.business.name,
        url: absoluteUrl(businessPath(product.business.slug)),
      },
    },
  }
}

export function ProductJsonLd({ product }: { product: ProductCard }) {
  return <JsonLd data={[productJsonLd(product)]} />
}
