"use client"

import * as React from "react"

type AutoFocusHandler = (event: Event) => void

/**
 * Our addition to the shadcn dialogs (dialog.tsx, alert-dialog.tsx): Radix gives focus back to its
 * own Trigger only, so a dialog opened from a plain button (controlled `open`) would leave focus on
 * the page body when it closes. This remembers what had focus when the dialog opened and returns it
 * on close, unless the caller's own handler already moved it (defaultPrevented) or that element is
 * gone. Pass the Content's `onOpenAutoFocus`/`onCloseAutoFocus` and spread the result on it.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = React.useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented || !opener.current?.isConnected) return
      event.preventDefault()
      opener.current.focus()
    },
  }
}
