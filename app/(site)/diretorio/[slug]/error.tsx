"use client"

import { useEffect } from "react"

import { LoadErrorToast } from "@/components/blog/load-error-toast"
import { BusinessNotFound } from "@/components/directory/business-not-found"

/** When the business cannot be read: a toast and the not-found view (never cached). */
export default function BusinessError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error("[directory.business]", error.digest ?? "sem digest")
  }, [error])
  return (
    <>
      <LoadErrorToast title="Erro" description="Não foi possível carregar o negócio" />
      <BusinessNotFound />
    </>
  )
}
