"use client"

import { ErrorScreen } from "@/components/layout/error-screen"
import { useLoggedError } from "@/components/errors/use-logged-error"

export default function AdminError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useLoggedError("[admin.error]", error)
  return <ErrorScreen />
}
