"use client"

import * as React from "react"
import Link from "next/link"
import { useRouter } from "next/navigation"

import { BLOG_PATH, FILTERED_LIST_PATH } from "@/lib/routes"
import { blogListHref, LIST_PARAMS, routedListHref } from "@/lib/search"
import { PostGridSkeleton } from "@/components/blog/post-card-skeleton"

type BlogNavigationValue = { pending: boolean; navigate: (href: string) => void }

const BlogNavigationContext = React.createContext<BlogNavigationValue | null>(null)

/** The list's navigation; outside the list (a post's category badge) a plain client navigation. */
function useBlogNavigation(): BlogNavigationValue {
  const router = useRouter()
  const value = React.use(BlogNavigationContext)
  return value ?? { pending: false, navigate: (href) => router.push(routedListHref(href)) }
}

/**
 * On the filtered route (reached by client navigation at its own path, see routedListHref), puts
 * the public address back in the address bar: /convergindo?…, the one people share and bookmark.
 * Next's router follows history.replaceState, keeping what it rendered.
 */
function useCanonicalListAddress() {
  // After every render: each new state of the list re-renders this, whatever the router reports.
  React.useEffect(() => {
    if (window.location.pathname !== FILTERED_LIST_PATH) return
    window.history.replaceState(window.history.state, "", `${BLOG_PATH}${window.location.search}`)
  })
}

/**
 * The list is rendered whole on the server (no streaming, so it is complete without JavaScript). With
 * JavaScript, filter links, the search form and pagination navigate in a transition, and the results
 * show six skeleton cards until the next list arrives.
 */
export function BlogNavigation({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  useCanonicalListAddress()
  const value = React.useMemo<BlogNavigationValue>(
    () => ({ pending, navigate: (href) => startTransition(() => router.push(routedListHref(href))) }),
    [pending, router]
  )
  return <BlogNavigationContext value={value}>{children}</BlogNavigationContext>
}

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** A link to another state of the list: a real link, followed in the list's transition. */
export function BlogNavLink({ href, onClick, ...props }: React.ComponentProps<typeof Link> & { href: string }) {
  const { navigate } = useBlogNavigation()
  return (
    <Link
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainClick(event)) return
        event.preventDefault()
        navigate(href)
      }}
      {...props}
    />
  )
}

/** The search form: a GET form to the list, submitted in the list's transition when JavaScript runs. */
export function BlogSearchForm({ categorySlug, ...props }: React.ComponentProps<"form"> & { categorySlug: string }) {
  const { navigate } = useBlogNavigation()
  return (
    <form
      action={BLOG_PATH}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        const search = new FormData(event.currentTarget).get(LIST_PARAMS.search)
        navigate(blogListHref({ search: typeof search === "string" ? search.trim() : "", categorySlug }))
      }}
      {...props}
    />
  )
}

/** The results, or six skeleton cards while the next list loads. */
export function BlogResults({ children }: { children: React.ReactNode }) {
  const { pending } = useBlogNavigation()
  return <div aria-busy={pending || undefined}>{pending ? <PostGridSkeleton /> : children}</div>
}
