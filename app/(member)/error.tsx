"use client"

import { ErrorScreen } from "@/components/layout/error-screen"
import { useLoggedError } from "@/components/errors/use-logged-error"

export default function MemberError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useLoggedError("[member.error]", error)
  return <ErrorScreen />
}
