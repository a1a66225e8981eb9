import type * as React from "react"
import { Suspense } from "react"

import { getViewerForNavigation } from "@/lib/auth"
import { AdminNav } from "@/components/admin/shell/admin-nav"

/**
 * The administration shell: section navigation above each page. No guard here: layouts do not
 * re-run on client navigation, so every admin page calls guardRoute() with its own path.
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-1 flex-col">
      <Suspense fallback={<div className="h-[3.3rem] border-b" aria-hidden="true" />}>
        <AdminSectionNav />
      </Suspense>
      <div className="container mx-auto w-full max-w-7xl flex-1 px-4 py-8">{children}</div>
    </div>
  )
}

async function AdminSectionNav() {
  return <AdminNav viewer={await getViewerForNavigation()} />
}
