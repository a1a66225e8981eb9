import Link from "next/link"
import { FileTextIcon, SearchXIcon, TriangleAlertIcon } from "lucide-react"

import type { BlogListing } from "@/lib/data/posts"
import { BLOG_PATH } from "@/lib/routes"
import { blogListHref, type ListState } from "@/lib/search"
import { Button } from "@/components/ui/button"
import { BlogFilters } from "@/components/blog/blog-filters"
import { BlogNavigation, BlogResults } from "@/components/blog/blog-navigation"
import { BlogPagination } from "@/components/blog/blog-pagination"
import { LoadErrorToast } from "@/components/blog/load-error-toast"
import { PostCard } from "@/components/blog/post-card"

export type BlogListProps = {
  state: ListState
  /** The page's read of that state (lib/data/posts.ts loadBlogListing); null when the backend failed. */
  listing: BlogListing | null
}

/**
 * Filters, cards and pagination for one state of the list. A failing backend gives the spec's
 * toast and a readable message in place of the cards.
 */
export function BlogList({ state, listing }: BlogListProps) {
  if (!listing) return <BlogListError retryHref={blogListHref(state)} />
  const { categories, list } = listing
  const filtered = Boolean(state.search || state.categorySlug || state.page > 1)

  return (
    <BlogNavigation>
      <BlogFilters state={state} categories={categories} />
      <h2 className="sr-only">Posts</h2>
      <BlogResults>
        {list.posts.length === 0 ? (
          <BlogEmptyState filtered={filtered} />
        ) : (
          <>
            <p className="text-muted-foreground mt-8 text-sm">
              {list.total === 1 ? "1 post encontrado" : `${list.total.toLocaleString("pt-BR")} posts encontrados`}
              {list.pageCount > 1 ? ` · página ${list.page} de ${list.pageCount}` : null}
            </p>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} eagerImage={index < 3} />
                </li>
              ))}
            </ul>
          </>
        )}
        <BlogPagination state={state} pageCount={list.pageCount} />
      </BlogResults>
    </BlogNavigation>
  )
}

/** The spec's two empty states: nothing matches the filters, or nothing is published at all. */
export function BlogEmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchXIcon : FileTextIcon
  return (
    <div className="bg-card mx-auto mt-10 flex max-w-lg flex-col items-center rounded-xl border p-10 text-center">
      <Icon className="text-muted-foreground mb-4 size-10" aria-hidden="true" />
      <p className="text-lg font-medium">
        {filtered ? "Nenhum post encontrado com os filtros aplicados" : "Nenhum post publicado ainda"}
      </p>
      {filtered ? (
        <>
          <p className="text-muted-foreground mt-2 text-sm">Tente outra palavra ou outra categoria.</p>
          <Button asChild variant="outline" className="mt-6">
            <Link href={BLOG_PATH}>Limpar filtros</Link>
          </Button>
        </>
      ) : (
        <p className="text-muted-foreground mt-2 text-sm">Volte em breve: novos conteúdos estão a caminho.</p>
      )}
    </div>
  )
}

/** The list could not be read: the toast of spec §8 and the same words on the page, with a retry link. */
export function BlogListError({ retryHref = BLOG_PATH }: { retryHref?: string }) {
  return (
    <div
      role="alert"
      className="border-destructive/40 bg-card mx-auto mt-4 flex max-w-lg flex-col items-center rounded-xl border p-10 text-center"
    >
      <LoadErrorToast title="Erro" description="Não foi possível carregar os posts do blog" />
      <TriangleAlertIcon className="text-destructive mb-4 size-10" aria-hidden="true" />
      <p className="text-lg font-medium">Não foi possível carregar os posts do blog</p>
      <p className="text-muted-foreground mt-2 text-sm">Tente novamente em alguns instantes.</p>
      <Button asChild variant="outline" className="mt-6">
        <a href={retryHref}>Tentar novamente</a>
      </Button>
    </div>
  )
}
