import type { ProductPage } from "@/lib/data/shop"
import { pageMetadata } from "@/lib/metadata"
import { formatCount } from "@/lib/number-format"
import { shopHref, type ShopListState } from "@/lib/shop"
import { FullPageLink } from "@/components/list/full-page-link"
import { ListPagination } from "@/components/list/list-pagination"
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
export function ShopListPage({ state, listing }: { state: ShopListState; listing: ProductPage }) {
  const { products, total, page, pageCount } = listing
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
        {formatCount(total, "produto encontrado", "produtos encontrados")}
        {pageCount > 1 ? ` · página ${page} de ${pageCount}` : null}
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
        <p className="mt-8 text-center">
          {page > 1 && total > 0 ? "Esta página não existe mais." : "Nenhum produto encontrado com esses filtros."}
        </p>
      )}
      <ListPagination
        page={page}
        pageCount={pageCount}
        href={(to) => shopHref({ ...state, page: to })}
        link={FullPageLink}
      />
    </div>
  )
}
