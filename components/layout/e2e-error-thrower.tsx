"use client"

import { useSearchParams } from "next/navigation"

export function E2eErrorThrower({ scope }: { scope: string }) {
  const searchParams = useSearchParams()
  if (searchParams.get("e2e-erro") === scope) {
    throw new Error(`E2E: falha de renderização forçada (${scope})`)
  }
  return null
}
