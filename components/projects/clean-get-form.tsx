"use client"

import * as React from "react"
import { useRouter } from "next/navigation"

/**
 * A GET form whose address leaves out empty fields (/projetos?tipo=feira, not ?tipo=feira&uf=).
 * With JavaScript it navigates straight to `routedAction` (the per-request twin the proxy
 * rewrites filtered addresses to: a client navigation would otherwise reuse the static list),
 * one history entry per submit; PublicAddress then puts the public address back in the bar.
 * Without JavaScript the browser submits it as a plain GET form to `action`.
 */
export function CleanGetForm({
  action,
  routedAction,
  children,
  ...props
}: React.ComponentProps<"form"> & { action: string; routedAction: string }) {
  const router = useRouter()
  return (
    <form
      {...props}
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        const query = new URLSearchParams()
        for (const [key, value] of new FormData(event.currentTarget)) {
          if (typeof value === "string" && value.trim()) query.set(key, value.trim())
        }
        const qs = query.toString()
        router.push(qs ? `${routedAction}?${qs}` : action)
      }}
    >
      {children}
    </form>
  )
}

/** On the per-request twin of a list, shows the public address (the one people share). */
export function PublicAddress({ routedPath, publicPath }: { routedPath: string; publicPath: string }) {
  React.useEffect(() => {
    if (window.location.pathname !== routedPath) return
    window.history.replaceState(window.history.state, "", `${publicPath}${window.location.search}`)
  })
  return null
}
