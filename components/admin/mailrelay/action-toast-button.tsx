"use client"

import * as React from "react"
import { useRouter } from "next/navigation"

import { IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"

export interface ActionToastButtonProps {
  action: FormAction
  label: string
  pendingLabel: string
  successTitle: string
  errorTitle: string
  disabled?: boolean
  variant?: "default" | "outline" | "secondary"
  /** Reload the server data this long after a success (the queue runs in the background). */
  refreshAfterMs?: number
  icon?: React.ReactNode
}

/** A server-action button that reports its result as a toast. */
export function ActionToastButton({
  action,
  label,
  pendingLabel,
  successTitle,
  errorTitle,
  disabled = false,
  variant = "default",
  refreshAfterMs,
  icon,
}: ActionToastButtonProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  const router = useRouter()

  useActionToast(state, {
    success: ({ message }) => ({ title: successTitle, description: message }),
    error: ({ message }) => ({ variant: "destructive", title: errorTitle, description: message }),
    onSuccess() {
      if (refreshAfterMs === undefined) return
      const timer = window.setTimeout(() => router.refresh(), refreshAfterMs)
      return () => window.clearTimeout(timer)
    },
  })

  return (
    <form {...form}>
      <Button type="submit" variant={variant} disabled={disabled || pending}>
        {icon}
        {pending ? pendingLabel : label}
      </Button>
    </form>
  )
}
