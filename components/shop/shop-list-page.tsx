import type { ProductCard as ProductCardData } from "@/lib/data/shop"
import { pageMetadata } from "@/lib/metadata"
import type { ShopListState } from "@/lib/shop"
import { ProductCard } from "@/components/shop/product-card"
import { ShopFilters } from "@/components/shop/shop-filters"

export const shopListMetadata = pageMetadata({
  title: "Loja",
  description:
    "A vitrine dos negócios das associadas: alimentos, artesanato, moda, beleza e serviços. Compre direto de quem faz.",
  keywords: ["loja", "vitrine", "negócios de mulheres", "compre de uma mulher"],
  path: "/loja",
})

/** The catalogue page shared by /loja (static) and its filtered twin (per request). */
export function ShopListPage({ state, products }: { state: ShopListState; products: ProductCardData[] }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Loja</h1>
        <p className="text-muted-foreground mt-3 text-lg">
          A vitrine dos negócios da rede. A compra é combinada direto com cada negócio, pelo WhatsApp, pelo site ou pelo
          Instagram: não cobramos nada e não processamos pagamentos.
        </p>
      </header>
      <ShopFilters key={JSON.stringify(state)} state={state} />
      <p className="text-muted-foreground mt-6 text-sm" role="status">
        {products.length === 1 ? "1 produto encontrado" : `${products.length} produtos encontrados`}
      </p>
      {products.length ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-center">Nenhum produto encontrado com esses filtros.</p>
      )}
    </div>
  )
}
