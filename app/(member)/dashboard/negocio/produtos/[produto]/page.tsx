import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getOwnerProduct, listOwnerBusinesses } from "@/lib/data/shop"
import { pageMetadata } from "@/lib/metadata"
import { OWNER_PRODUCTS_PATH } from "@/lib/shop"
import { productIdSchema } from "@/lib/validations/shop"
import { ProductForm } from "@/components/shop/product-form"
import { updateProduct } from "../actions"

export const metadata: Metadata = pageMetadata({
  title: "Editar produto",
  path: OWNER_PRODUCTS_PATH,
  noIndex: true,
})

type Props = { params: Promise<{ produto: string }> }

export default async function EditProductPage({ params }: Props) {
  const { produto } = await params
  const viewer = await requireUser(`${OWNER_PRODUCTS_PATH}/${encodeURIComponent(produto)}`)
  const id = productIdSchema.safeParse({ productId: produto })
  if (!id.success) notFound()
  const businesses = await listOwnerBusinesses(viewer.userId)
  const product = await getOwnerProduct(
    id.data.productId,
    businesses.map((b) => b.id)
  )
  if (!product) notFound()
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <Link href={OWNER_PRODUCTS_PATH} className="text-muted-foreground text-sm underline">
        Voltar para meus produtos
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">Editar {product.name}</h1>
      <ProductForm
        action={updateProduct}
        businesses={businesses.filter((b) => b.id === product.businessId)}
        submitLabel="Salvar alterações"
        initial={{
          productId: product.id,
          business_id: product.businessId,
          name: product.name,
          description: product.description,
          category: product.category,
          price: (product.priceCents / 100).toFixed(2).replace(".", ","),
          availability: product.availability,
          photos: product.photos,
        }}
      />
    </div>
  )
}
