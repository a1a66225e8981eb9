import type * as React from "react"

import { E2eErrorProbe } from "@/components/layout/e2e-hooks"

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <E2eErrorProbe scope="pagina" />
    </>
  )
}
