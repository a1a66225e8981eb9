"use client"

import { ErrorScreen } from "@/components/layout/error-screen"
import { useLoggedError } from "@/components/errors/use-logged-error"

export default function ErrorPage({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useLoggedError("[app.error]", error)
  return <ErrorScreen />
}
