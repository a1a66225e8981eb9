"use client"

import { useEffect } from "react"
import { FLASH_COOKIE, flashMessage } from "@/lib/messages"
import { toast } from "@/lib/hooks/use-toast"

/**
 * Shows the one-shot notice an auth action or proxy.ts left in the `ce-flash` cookie ("Login realizado com
 * sucesso!") and deletes it. Only keys of a fixed table are shown, never free text.
 */
export function FlashToast() {
  useEffect(() => {
    const entry = document.cookie.split("; ").find((part) => part.startsWith(`${FLASH_COOKIE}=`))
    if (!entry) return
    document.cookie = `${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
    const message = flashMessage(decodeURIComponent(entry.slice(FLASH_COOKIE.length + 1)))
    if (message) toast({ title: message })
  }, [])
  return null
}
