import { Suspense } from "react"
import type * as React from "react"
import type { Metadata } from "next"

import { pageMetadata, type PageMetadataInput } from "@/lib/metadata"
import { AdminLoading } from "@/components/admin/shell/admin-loading"

/** An admin page's metadata: never indexed. */
export function adminMetadata(input: Pick<PageMetadataInput, "title" | "description" | "path">): Metadata {
  return pageMetadata({ ...input, noIndex: true })
}

/**
 * What an admin page renders first: the loading view while its guarded part (the session check,
 * then the data) streams in.
 */
export function AdminSuspense({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<AdminLoading />}>{children}</Suspense>
}
