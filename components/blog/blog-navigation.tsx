"use client"

import type * as React from "react"

import { BLOG_PATH, FILTERED_LIST_PATH } from "@/lib/routes"
import { blogListHref, LIST_PARAMS, routedListHref } from "@/lib/search"
import { PostGridSkeleton } from "@/components/blog/post-card-skeleton"
import { createListNavigation } from "@/components/list/list-navigation"

/** The blog list's navigation: /convergindo in the address bar, /convergindo-lista for the router. */
const blog = createListNavigation({ path: BLOG_PATH, filteredPath: FILTERED_LIST_PATH, routedHref: routedListHref })

export const BlogNavigation = blog.Navigation
export const BlogNavLink = blog.NavLink

/** The search form: a GET form to the list, submitted in the list's transition when JavaScript runs. */
export function BlogSearchForm({ categorySlug, ...props }: React.ComponentProps<"form"> & { categorySlug: string }) {
  return (
    <blog.FilterForm
      hrefOf={(form) => {
        const search = form.get(LIST_PARAMS.search)
        return blogListHref({ search: typeof search === "string" ? search.trim() : "", categorySlug })
      }}
      {...props}
    />
  )
}

/** The results, or six skeleton cards while the next list loads. */
export function BlogResults({ children }: { children: React.ReactNode }) {
  return <blog.Results skeleton={<PostGridSkeleton />}>{children}</blog.Results>
}
