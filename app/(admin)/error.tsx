"use client"

import { useEffect } from "react"

import { ErrorScreen } from "@/components/layout/error-screen"

export default function AdminError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Only the digest: it matches the server log and reveals nothing to the admin's screen.
    console.error("[admin.error]", error.digest ?? "client-side error")
  }, [error])
  return <ErrorScreen />
}
