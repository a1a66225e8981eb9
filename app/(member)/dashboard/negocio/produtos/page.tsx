import type { Metadata } from "next"
import Link from "next/link"

import { requireUser } from "@/lib/auth"
import { listOwnerBusinesses, listOwnerProducts } from "@/lib/data/shop"
import { OWNER_PATH } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { formatPrice, OWNER_PRODUCTS_PATH, PRODUCT_AVAILABILITY, productPath, SHOP_PATH } from "@/lib/shop"
import { Badge } from "@/components/ui/badge"
import { DeleteProductButton } from "@/components/shop/delete-product-button"
import { ProductForm } from "@/components/shop/product-form"
import { createProduct, deleteProduct } from "./actions"

export const metadata: Metadata = pageMetadata({
  title: "Meus produtos",
  description: "Os produtos do seu negócio na loja da Convergência Empreendedora.",
  path: OWNER_PRODUCTS_PATH,
  noIndex: true,
})

export default async function OwnerProductsPage() {
  const viewer = await requireUser(OWNER_PRODUCTS_PATH)
  const businesses = await listOwnerBusinesses(viewer.userId)
  const products = await listOwnerProducts(businesses.map((b) => b.id))
  const names = new Map(businesses.map((b) => [b.id, b]))

  return (
    <div className="container mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Meus produtos</h1>
        <p className="text-muted-foreground">
          O que você cadastra aqui aparece na{" "}
          <Link href={SHOP_PATH} className="text-foreground underline underline-offset-4">
            loja
          </Link>{" "}
          e na página do seu negócio no diretório enquanto ele estiver aprovado e ativo. A venda é combinada direto com
          você, pelo WhatsApp, site ou Instagram do negócio.
        </p>
      </header>

      {businesses.length === 0 ? (
        <p>
          Para vender na loja, primeiro{" "}
          <Link href={OWNER_PATH} className="underline">
            cadastre seu negócio no diretório
          </Link>
          .
        </p>
      ) : (
        <>
          <section aria-labelledby="novo-produto" className="bg-card rounded-xl border p-5">
            <h2 id="novo-produto" className="mb-4 text-xl font-semibold">
              Adicionar produto
            </h2>
            <ProductForm action={createProduct} businesses={businesses} submitLabel="Adicionar produto" />
          </section>

          <section aria-labelledby="lista-produtos">
            <h2 id="lista-produtos" className="mb-4 text-xl font-semibold">
              Produtos cadastrados ({products.length})
            </h2>
            {products.length === 0 ? (
              <p className="text-muted-foreground">Nenhum produto ainda.</p>
            ) : (
              <ul className="divide-y rounded-xl border">
                {products.map((product) => {
                  const business = names.get(product.businessId)
                  const shown = business?.listed && !product.hidden
                  return (
                    <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                      <div>
                        <p className="font-medium">
                          {shown ? (
                            <Link href={productPath(product.slug)} className="underline">
                              {product.name}
                            </Link>
                          ) : (
                            product.name
                          )}
                        </p>
                        <p className="text-muted-foreground text-sm">
                          {formatPrice(product.priceCents)} · {PRODUCT_AVAILABILITY[product.availability]}
                          {businesses.length > 1 && business ? ` · ${business.name}` : null}
                        </p>
                        {product.hidden ? (
                          <p className="text-destructive text-sm">Ocultado pela equipe: {product.hiddenReason}</p>
                        ) : !business?.listed ? (
                          <Badge variant="outline">Aparece quando o negócio for aprovado</Badge>
                        ) : null}
                      </div>
                      <div className="flex items-center gap-2">
                        <Link href={`${OWNER_PRODUCTS_PATH}/${product.id}`} className="text-sm underline">
                          Editar <span className="sr-only">{product.name}</span>
                        </Link>
                        <DeleteProductButton productId={product.id} name={product.name} action={deleteProduct} />
                      </div>
                    </li>
                  )
                })}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
