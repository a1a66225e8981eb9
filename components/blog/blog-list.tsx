import Link from "next/link"
import { FileTextIcon, SearchXIcon } from "lucide-react"

import type { BlogListing } from "@/lib/data/posts"
import { BLOG_PATH } from "@/lib/routes"
import { blogListHref, type ListState } from "@/lib/search"
import { Button } from "@/components/ui/button"
import { BlogFilters } from "@/components/blog/blog-filters"
import { BlogNavigation, BlogNavLink, BlogResults } from "@/components/blog/blog-navigation"
import { PostCard } from "@/components/blog/post-card"
import { ListPagination } from "@/components/list/list-pagination"
import { ListEmptyState, ListLoadError, ResultList } from "@/components/list/list-states"

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
        <ResultList
          items={list.posts}
          empty={<BlogEmptyState filtered={filtered} />}
          total={list.total}
          one="post encontrado"
          many="posts encontrados"
          page={list.page}
          pageCount={list.pageCount}
          renderItem={(post, index) => <PostCard post={post} eagerImage={index === 0} />}
        />
        <ListPagination
          page={state.page}
          pageCount={list.pageCount}
          href={(page) => blogListHref({ ...state, page })}
          link={BlogNavLink}
        />
      </BlogResults>
    </BlogNavigation>
  )
}

/** The spec's two empty states: nothing matches the filters, or nothing is published at all. */
export function BlogEmptyState({ filtered }: { filtered: boolean }) {
  return (
    <ListEmptyState
      icon={filtered ? SearchXIcon : FileTextIcon}
      title={filtered ? "Nenhum post encontrado com os filtros aplicados" : "Nenhum post publicado ainda"}
    >
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
    </ListEmptyState>
  )
}

/** The list could not be read: the toast of spec §8 and the same words on the page, with a retry link. */
export function BlogListError({ retryHref = BLOG_PATH }: { retryHref?: string }) {
  return <ListLoadError message="Não foi possível carregar os posts do blog" retryHref={retryHref} />
}
