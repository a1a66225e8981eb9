import { Suspense } from "react"
import type * as React from "react"

import { AdminLoading } from "@/components/admin/shell/admin-loading"

/**
 * What an admin page renders first: the loading view while its guarded part (the session check,
 * then the data) streams in.
 */
export function AdminSuspense({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<AdminLoading />}>{children}</Suspense>
}
