"use client"

import { useEffect } from "react"

/**
 * Logs an error boundary's error by its digest only: the digest matches the server log entry and
 * reveals nothing to the visitor. `scope` names the boundary ("[app.error]").
 */
export function useLoggedError(scope: string, error: Error & { digest?: string }, fallback = "client-side error") {
  useEffect(() => {
    console.error(scope, error.digest ?? fallback)
  }, [scope, error, fallback])
}
