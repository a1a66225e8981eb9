import type * as React from "react"
import { Suspense } from "react"

import { E2eErrorProbe } from "@/components/layout/e2e-error-probe"

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <E2eErrorProbe scope="pagina" />
      </Suspense>
    </>
  )
}
