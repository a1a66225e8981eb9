import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { AtSignIcon, GlobeIcon, MailIcon, MessageCircleIcon } from "lucide-react"

import { getProduct, listProductRefs } from "@/lib/data/shop"
import { businessPath } from "@/lib/directory-url"
import { newConversationPath } from "@/lib/messages-url"
import { formatPrice, PRODUCT_AVAILABILITY, PRODUCT_CATEGORIES, productPath, SHOP_PATH, whatsappHref } from "@/lib/shop"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { BackLink } from "@/components/navigation/back-link"
import { ProductPhoto } from "@/components/shop/product-card"
import { ProductJsonLd } from "@/components/shop/product-json-ld"
import { ProductOrderForm } from "@/components/orders/order-entry"
import { findBySlug, metadataWithOwnImage, slugParams } from "../../_shared/detail-page"

type Props = { params: Promise<{ slug: string }> }

/** Unknown, hidden and unlisted businesses' products render in full first, so notFound() answers 404. */
export const unstable_paramMatching = { slug: "blocking" }

export async function generateStaticParams() {
  return slugParams((await listProductRefs()).map((ref) => ref.slug))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await findBySlug((await params).slug, getProduct)
  if (!product) return {}
  return metadataWithOwnImage({
    title: `${product.name} (${product.business.name})`,
    description: `${formatPrice(product.priceCents)}. ${product.description}`.slice(0, 160),
    keywords: [product.name, PRODUCT_CATEGORIES[product.category], product.business.name, "loja"],
    path: productPath(product.slug),
  })
}

export default async function ProductPage({ params }: Props) {
  const product = await findBySlug((await params).slug, getProduct)
  if (!product) notFound()
  const whatsapp = whatsappHref(product.business.whatsapp, product.name)
  const elsewhere = [
    { href: product.business.websiteUrl, label: "Site do negócio", Icon: GlobeIcon },
    { href: product.business.instagramUrl, label: "Instagram", Icon: AtSignIcon },
  ]
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <ProductJsonLd product={product} />
      <BackLink href={SHOP_PATH} className="mb-6">
        Voltar para a loja
      </BackLink>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="space-y-3">
          <div className="relative aspect-square overflow-hidden rounded-xl border">
            <ProductPhoto src={product.photos[0]} alt={product.name} sizes="(min-width: 768px) 50vw, 100vw" eager />
          </div>
          {product.photos.length > 1 ? (
            <ul className="grid grid-cols-4 gap-2">
              {product.photos.slice(1).map((photo, index) => (
                <li key={photo} className="relative aspect-square overflow-hidden rounded-md border">
                  <ProductPhoto src={photo} alt={`${product.name}, foto ${index + 2}`} sizes="25vw" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <div className="mb-3 flex flex-wrap gap-2">
            <Badge variant="secondary">{PRODUCT_CATEGORIES[product.category]}</Badge>
            <Badge variant="outline">{PRODUCT_AVAILABILITY[product.availability]}</Badge>
          </div>
          <h1 className="text-3xl font-bold tracking-tight">{product.name}</h1>
          <p className="mt-2 text-2xl font-bold">{formatPrice(product.priceCents)}</p>
          {product.description ? <p className="text-muted-foreground mt-4">{product.description}</p> : null}
          <p className="mt-4 text-sm">
            Vendido por{" "}
            <Link href={businessPath(product.business.slug)} className="font-medium underline">
              {product.business.name}
            </Link>
            {product.business.state ? ` (${product.business.city}/${product.business.state})` : null}
          </p>
          <section aria-label="Como comprar" className="mt-6 space-y-3">
            <h2 className="font-semibold">Como comprar</h2>
            {/* Orders with Pix (issue #38), when the business takes them. */}
            <ProductOrderForm
              businessId={product.business.id}
              businessSlug={product.business.slug}
              productSlug={product.slug}
              available={product.availability !== "esgotado"}
            />
            <div className="flex flex-wrap gap-2">
              {whatsapp ? (
                <Button asChild>
                  <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                    <MessageCircleIcon aria-hidden="true" />
                    Comprar pelo WhatsApp
                  </a>
                </Button>
              ) : null}
              {/* A direct message (issue #37): the same link for everyone, so the page stays static;
                  visitors sign in first, and the composer finds the seller from the product. */}
              <Button asChild variant="outline">
                <Link href={newConversationPath({ context: "product", ref: product.id })} prefetch={false}>
                  <MailIcon aria-hidden="true" />
                  Tenho interesse
                </Link>
              </Button>
              {elsewhere.map(({ href, label, Icon }) =>
                href ? (
                  <Button key={label} asChild variant="outline">
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      <Icon aria-hidden="true" />
                      {label}
                    </a>
                  </Button>
                ) : null
              )}
            </div>
            <p className="text-muted-foreground text-sm">
              A compra é combinada direto com o negócio. A Convergência Empreendedora não processa pagamentos.
            </p>
          </section>
        </div>
      </div>
    </article>
  )
}
