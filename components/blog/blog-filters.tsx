import type { BlogCategory } from "@/lib/data/posts"
import { blogListHref, LIST_PARAMS, type ListState } from "@/lib/search"
import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { BlogNavLink, BlogSearchForm } from "@/components/blog/blog-navigation"
import { SearchBox } from "@/components/list/search-box"

export type BlogFiltersProps = {
  state: ListState
  categories: BlogCategory[]
}

/**
 * Search box and category buttons. Both are plain GET navigations (a form and links), so they work
 * without JavaScript, give shareable addresses and let the back button undo a filter.
 */
export function BlogFilters({ state, categories }: BlogFiltersProps) {
  return (
    <div className="space-y-5">
      {/* Keyed by the term so the box shows the URL's term after back/forward. */}
      <BlogSearchForm
        key={state.search}
        categorySlug={state.categorySlug}
        role="search"
        aria-label="Buscar no blog"
        className="flex max-w-xl gap-2"
      >
        <SearchBox
          name={LIST_PARAMS.search}
          defaultValue={state.search}
          placeholder="Buscar posts..."
          aria-label="Buscar posts"
        />
        {state.categorySlug ? <input type="hidden" name={LIST_PARAMS.category} value={state.categorySlug} /> : null}
      </BlogSearchForm>

      <nav aria-label="Categorias">
        <ul className="flex flex-wrap gap-2">
          <li>
            <CategoryLink href={blogListHref({ search: state.search })} current={!state.categorySlug}>
              Todas
            </CategoryLink>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryLink
                href={blogListHref({ search: state.search, categorySlug: category.slug })}
                current={state.categorySlug === category.slug}
              >
                {category.name}
              </CategoryLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

function CategoryLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <BlogNavLink
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(buttonVariants({ variant: current ? "default" : "outline", size: "sm" }), "rounded-full")}
    >
      {children}
    </BlogNavLink>
  )
}
