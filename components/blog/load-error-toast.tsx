"use client"

import { useEffect } from "react"

import { toast } from "@/lib/hooks/use-toast"

export type LoadErrorToastProps = { title: string; description: string }

/** Shows the destructive toast of spec §8 once, when the failed view mounts; renders nothing itself. */
export function LoadErrorToast({ title, description }: LoadErrorToastProps) {
  useEffect(() => {
    const { dismiss } = toast({ variant: "destructive", title, description })
    return dismiss
  }, [title, description])
  return null
}
