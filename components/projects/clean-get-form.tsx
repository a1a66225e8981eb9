"use client"

import * as React from "react"

/**
 * A plain GET form whose address leaves out empty fields (/projetos?tipo=feira, not
 * ?tipo=feira&uf=): on submit the empty fields are disabled, so the browser leaves them out, and
 * the navigation is a full request the proxy rewrites to the per-request list. Each submit is a
 * history entry the back button undoes. autoComplete="off" stops the browser from restoring the
 * last edit into a page reloaded by the back button; pages restored from the back-forward cache
 * are reset to their address's choices and get their fields enabled again.
 */
export function CleanGetForm({ action, children, ...props }: React.ComponentProps<"form"> & { action: string }) {
  const ref = React.useRef<HTMLFormElement>(null)
  React.useEffect(() => {
    const restore = (event: PageTransitionEvent) => {
      // A page restored by the back button shows its own address's choices, not the last edit.
      if (event.persisted) ref.current?.reset()
      for (const field of ref.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-emptied]") ?? []) {
        field.disabled = false
        delete field.dataset.emptied
      }
    }
    window.addEventListener("pageshow", restore)
    return () => window.removeEventListener("pageshow", restore)
  }, [])
  return (
    <form
      {...props}
      ref={ref}
      autoComplete="off"
      action={action}
      method="get"
      onSubmit={(event) => {
        for (const field of event.currentTarget.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
          "input[name], select[name]"
        )) {
          if (!field.value.trim()) {
            field.disabled = true
            field.dataset.emptied = "true"
          }
        }
      }}
    >
      {children}
    </form>
  )
}
