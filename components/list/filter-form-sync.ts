"use client"

import * as React from "react"

type Field = HTMLInputElement | HTMLSelectElement

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement

/** Sets each named control of `form` to what `params` says (absent: empty, unchecked). */
export function showParams(form: HTMLFormElement, params: URLSearchParams) {
  for (const element of form.elements) {
    if (!isField(element) || !element.name || element.type === "hidden" || element.type === "submit") continue
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      element.checked = params.getAll(element.name).includes(element.value)
    } else {
      element.value = params.get(element.name) ?? ""
      // A value the select does not offer (a city of another state) falls back to "all".
      if (element instanceof HTMLSelectElement && element.selectedIndex < 0) element.value = ""
    }
  }
}

/**
 * Whether a select, checkbox or radio of `form` no longer shows what the server rendered: a
 * choice made before the page could act on it (React keeps it when it hydrates).
 */
export function choiceChangedSinceRender(form: HTMLFormElement) {
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement && element.name) {
      const rendered = [...element.options].find((option) => option.defaultSelected) ?? element.options[0]
      if (rendered && element.value !== rendered.value) return true
    } else if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.name && element.checked !== element.defaultChecked) return true
    }
  }
  return false
}

/**
 * Keeps a list's filter form on its address: when the page is shown again by back or forward
 * (Next keeps visited pages mounted and reveals them; the browser may restore a page from its
 * back-forward cache or refill its fields), the controls show the address's filters, not the
 * edit made before leaving, so the next change does not re-apply it. `onSync` lets controlled
 * fields follow too.
 */
export function useFormFollowsUrl(
  ref: React.RefObject<HTMLFormElement | null>,
  onSync?: (params: URLSearchParams) => void
) {
  const sync = React.useEffectEvent(() => {
    const params = new URLSearchParams(window.location.search)
    if (ref.current) showParams(ref.current, params)
    onSync?.(params)
  })
  // The server rendered the address's filters: the first mount leaves them (and any change she
  // already made) alone. A kept page revealed again runs its effects anew, and then follows.
  const mounted = React.useRef(false)
  React.useEffect(() => {
    if (mounted.current) sync()
    mounted.current = true
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) sync()
    }
    const onPop = () => sync()
    window.addEventListener("pageshow", onShow)
    window.addEventListener("popstate", onPop)
    return () => {
      window.removeEventListener("pageshow", onShow)
      window.removeEventListener("popstate", onPop)
    }
  }, [])
}

/**
 * A select or checkbox of a filter form applies at once; the search box still waits for its
 * button. Submitted after the change's own render, so controlled fields that follow it (the
 * city after the state) are already in place.
 */
export function applyOnChange(event: React.FormEvent<HTMLFormElement>) {
  const target = event.target
  const applies =
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"))
  if (!applies) return
  const form = event.currentTarget
  window.setTimeout(() => form.requestSubmit())
}
