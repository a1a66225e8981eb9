"use client"

import { useEffect } from "react"

import { toast } from "@/lib/hooks/use-toast"

export type LoadErrorToastProps = {
  /** "Erro" unless the screen names its failure. */
  title?: string
  description: string
}

/**
 * The destructive toast of spec §8, shown once when a view whose data failed to load mounts;
 * renders nothing itself. The one load-failure toast of public pages, lists and admin screens.
 * It is dismissed when the view goes (a retry that loads, another page): it speaks of that view
 * only, and React's development double mount would otherwise leave two.
 */
export function LoadErrorToast({ title = "Erro", description }: LoadErrorToastProps) {
  useEffect(() => {
    const { dismiss } = toast({ variant: "destructive", title, description })
    return dismiss
  }, [title, description])
  return null
}
