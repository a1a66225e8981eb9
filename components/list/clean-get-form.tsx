"use client"

import * as React from "react"

import { applyOnChange, choiceChangedSinceRender, useFormFollowsUrl } from "@/components/list/filter-form-sync"

/**
 * A plain GET form whose address leaves out empty fields (/projetos?tipo=feira, not
 * ?tipo=feira&uf=): on submit the empty fields are disabled, so the browser leaves them out, and
 * the navigation is a full request the proxy rewrites to the per-request list. Each submit is a
 * history entry the back button undoes. autoComplete="off" stops the browser from restoring the
 * last edit into a page reloaded by the back button; pages shown again by back or forward show
 * their address's choices (useFormFollowsUrl) and get their fields enabled again. A select or
 * checkbox applies at once; without JavaScript the submit button does.
 */
export function CleanGetForm({ action, children, ...props }: React.ComponentProps<"form"> & { action: string }) {
  const ref = React.useRef<HTMLFormElement>(null)
  const sent = React.useRef(false)
  useFormFollowsUrl(ref)
  React.useEffect(() => {
    // A select or box changed while the page was still loading (a slow phone) did nothing then,
    // and React keeps what she chose: it applies now, unless a change as the page became ready
    // has just sent the form itself (applyOnChange submits after a tick too).
    const timer = window.setTimeout(() => {
      const form = ref.current
      if (form && !sent.current && choiceChangedSinceRender(form)) form.requestSubmit()
    })
    return () => window.clearTimeout(timer)
  }, [])
  React.useEffect(() => {
    const restore = () => {
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
      onChange={applyOnChange}
      onSubmit={(event) => {
        sent.current = true
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
