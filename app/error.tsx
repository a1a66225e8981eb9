"use client"

import { useEffect } from "react"

import { ErrorScreen } from "@/components/layout/error-screen"

export default function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Only the digest: it matches the server log entry and reveals nothing to the visitor.
    console.error("[app.error]", error.digest ?? "client-side error")
  }, [error])

  return <ErrorScreen />
}
