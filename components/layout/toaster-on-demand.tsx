"use client"

import { useState } from "react"
import dynamic from "next/dynamic"

import { useToast } from "@/lib/hooks/use-toast"

// Radix Toast stays out of the first load (issue #25): it is fetched with the first toast.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((module) => module.Toaster), { ssr: false })

/**
 * The app's Toaster, mounted when the store first holds a toast and kept from then on (exit
 * animations, the F8 region). The store lives outside React, so the toast raised before the
 * Toaster arrived is there when it mounts.
 */
export function ToasterOnDemand() {
  const { toasts } = useToast()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  return needed ? <Toaster /> : null
}
