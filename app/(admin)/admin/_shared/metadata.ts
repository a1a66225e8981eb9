import type { Metadata } from "next"

import { pageMetadata, type PageMetadataInput } from "@/lib/metadata"

/** An admin page's metadata: never indexed. Route code, so it lives in app/ beside the pages. */
export function adminMetadata(input: Pick<PageMetadataInput, "title" | "description" | "path">): Metadata {
  return pageMetadata({ ...input, noIndex: true })
}
