"use client"

import * as React from "react"
import Link from "next/link"
import { useRouter } from "next/navigation"

import { applyOnChange, useFormFollowsUrl } from "@/components/list/filter-form-sync"

type ListNavigationValue = { pending: boolean; navigate: (href: string) => void }

export type ListRoutes = {
  /** The list's public address (/convergindo), the one people share and bookmark. */
  path: string
  /** The filtered route's own path, where client navigations to a filtered state go. */
  filteredPath: string
  /** The address the client router fetches for a list address (lib/search.ts routedListHref). */
  routedHref: (href: string) => string
}

export type ListNavLinkProps = React.ComponentProps<typeof Link> & { href: string }

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The client navigation of one filtered list. The list is rendered whole on the server, so it is
 * complete without JavaScript. With JavaScript, filter links, the filter form and pagination
 * navigate in a transition (one history entry each, so the back button undoes a filter) and the
 * results show skeleton cards until the next list arrives. On the filtered route the public
 * address goes back into the address bar; Next's router follows history.replaceState, keeping
 * what it rendered.
 */
export function createListNavigation({ path, filteredPath, routedHref }: ListRoutes) {
  const Context = React.createContext<ListNavigationValue | null>(null)

  /** The list's navigation; outside the list (a post's category badge) a plain client navigation. */
  function useListNavigation(): ListNavigationValue {
    const router = useRouter()
    const value = React.use(Context)
    return value ?? { pending: false, navigate: (href) => router.push(routedHref(href)) }
  }

  function Navigation({ children }: { children: React.ReactNode }) {
    const router = useRouter()
    const [pending, startTransition] = React.useTransition()
    // After every render: each new state of the list re-renders this, whatever the router reports.
    React.useEffect(() => {
      if (window.location.pathname !== filteredPath) return
      window.history.replaceState(window.history.state, "", `${path}${window.location.search}`)
    })
    const value = React.useMemo<ListNavigationValue>(
      () => ({ pending, navigate: (href) => startTransition(() => router.push(routedHref(href))) }),
      [pending, router]
    )
    return <Context value={value}>{children}</Context>
  }

  /** A link to another state of the list: a real link, followed in the list's transition. */
  function NavLink({ href, onClick, ...props }: ListNavLinkProps) {
    const { navigate } = useListNavigation()
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

  /**
   * A GET form to the list, submitted in the list's transition; `hrefOf` turns its fields into the
   * list's address. A select or checkbox applies at once, and after back or forward the fields show
   * the address's filters (`onUrlSync` for controlled ones).
   */
  function FilterForm({
    hrefOf,
    onUrlSync,
    ...props
  }: React.ComponentProps<"form"> & {
    hrefOf: (form: FormData) => string
    onUrlSync?: (params: URLSearchParams) => void
  }) {
    const { navigate } = useListNavigation()
    const ref = React.useRef<HTMLFormElement>(null)
    useFormFollowsUrl(ref, onUrlSync)
    return (
      <form
        ref={ref}
        action={path}
        method="get"
        onChange={applyOnChange}
        onSubmit={(event) => {
          event.preventDefault()
          navigate(hrefOf(new FormData(event.currentTarget)))
        }}
        {...props}
      />
    )
  }

  /** The results, or `skeleton` while the next list loads. */
  function Results({ skeleton, children }: { skeleton: React.ReactNode; children: React.ReactNode }) {
    const { pending } = useListNavigation()
    return <div aria-busy={pending || undefined}>{pending ? skeleton : children}</div>
  }

  return { Navigation, NavLink, FilterForm, Results }
}
