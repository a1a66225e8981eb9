"use client"

import type * as React from "react"
import { useRouter } from "next/navigation"

/**
 * A GET form whose address leaves out empty fields (/projetos?tipo=feira, not ?tipo=feira&uf=):
 * with JavaScript it navigates to the clean address (a history entry the back button undoes);
 * without, the browser submits it as a plain GET form, which the page reads the same way.
 */
export function CleanGetForm({ action, children, ...props }: React.ComponentProps<"form"> & { action: string }) {
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
        router.push(qs ? `${action}?${qs}` : action)
      }}
    >
      {children}
    </form>
  )
}
