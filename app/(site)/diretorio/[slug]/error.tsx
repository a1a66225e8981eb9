"use client"

import { LoadErrorToast } from "@/components/errors/load-error-toast"
import { BusinessNotFound } from "@/components/directory/business-not-found"
import { useLoggedError } from "@/components/errors/use-logged-error"

/** When the business cannot be read: a toast and the not-found view (never cached). */
export default function BusinessError({ error }: { error: Error & { digest?: string } }) {
  useLoggedError("[directory.business]", error, "sem digest")
  return (
    <>
      <LoadErrorToast description="Não foi possível carregar o negócio" />
      <BusinessNotFound />
    </>
  )
}
