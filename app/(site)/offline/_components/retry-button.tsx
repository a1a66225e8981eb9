"use client"

import { RotateCwIcon } from "lucide-react"

import { Button } from "@/components/ui/button"

/**
 * Loads the address again. The service worker shows this page in place of the one she asked for,
 * at that page's address, so a reload is the retry; a link could only point at /offline itself.
 */
export function RetryButton() {
  return (
    <Button type="button" onClick={() => window.location.reload()}>
      <RotateCwIcon aria-hidden="true" />
      Tentar de novo
    </Button>
  )
}
