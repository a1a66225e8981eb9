"use client"

import * as React from "react"
import Link from "next/link"
import { useRouter } from "next/navigation"

import { DIRECTORY_PATH, FILTERED_DIRECTORY_PATH, routedDirectoryHref } from "@/lib/directory-url"
import { Skeleton } from "@/components/ui/skeleton"

type DirectoryNavigationValue = { pending: boolean; navigate: (href: string) => void }

const DirectoryNavigationContext = React.createContext<DirectoryNavigationValue | null>(null)

function useDirectoryNavigation(): DirectoryNavigationValue {
  const router = useRouter()
  const value = React.use(DirectoryNavigationContext)
  return value ?? { pending: false, navigate: (href) => router.push(routedDirectoryHref(href)) }
}

/**
 * The list is rendered whole on the server, so it is complete without JavaScript. With JavaScript,
 * filters and pagination navigate in a transition (one history entry each, so the back button
 * undoes a filter) and the results show skeleton cards until the next list arrives. On the
 * filtered route (reached at its own path, see routedDirectoryHref) the public address goes back
 * into the address bar: /diretorio?…, the one people share.
 */
export function DirectoryNavigation({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = React.useTransition()
  // After every render: each new state of the list re-renders this, whatever the router reports.
  React.useEffect(() => {
    if (window.location.pathname !== FILTERED_DIRECTORY_PATH) return
    window.history.replaceState(window.history.state, "", `${DIRECTORY_PATH}${window.location.search}`)
  })
  const value = React.useMemo<DirectoryNavigationValue>(
    () => ({ pending, navigate: (href) => startTransition(() => router.push(routedDirectoryHref(href))) }),
    [pending, router]
  )
  return <DirectoryNavigationContext value={value}>{children}</DirectoryNavigationContext>
}

const isPlainClick = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** A link to another state of the list: a real link, followed in the list's transition. */
export function DirectoryNavLink({ href, onClick, ...props }: React.ComponentProps<typeof Link> & { href: string }) {
  const { navigate } = useDirectoryNavigation()
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
 * The filter form: a GET form to /diretorio, submitted in the list's transition when JavaScript
 * runs. `hrefOf` turns the form's fields into the list's address (lib/directory.ts directoryHref).
 */
export function DirectoryFilterForm({
  hrefOf,
  ...props
}: React.ComponentProps<"form"> & { hrefOf: (form: FormData) => string }) {
  const { navigate } = useDirectoryNavigation()
  return (
    <form
      action={DIRECTORY_PATH}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        navigate(hrefOf(new FormData(event.currentTarget)))
      }}
      {...props}
    />
  )
}

/** The results, or skeleton cards while the next list loads. */
export function DirectoryResults({ children }: { children: React.ReactNode }) {
  const { pending } = useDirectoryNavigation()
  return (
    <div aria-busy={pending || undefined}>
      {pending ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Carregando negócios">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="bg-card space-y-4 rounded-xl border p-5">
              <div className="flex gap-4">
                <Skeleton className="size-16 rounded-xl" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ))}
        </ul>
      ) : (
        children
      )}
    </div>
  )
}
