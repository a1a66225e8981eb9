"use client"

import * as React from "react"

import { toast } from "@/lib/hooks/use-toast"

/** Shows the screen's load-failure toast once (spec section 8). */
export function LoadErrorToast({ title = "Erro", message }: { title?: string; message: string }) {
  React.useEffect(() => {
    toast({ variant: "destructive", title, description: message })
  }, [title, message])
  return null
}
