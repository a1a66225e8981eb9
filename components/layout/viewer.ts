import "server-only"
import { unstable_rethrow } from "next/navigation"

import { getViewer, type Viewer } from "@/lib/auth"

/**
 * The viewer for server-rendered navigation (the admin section's links; the site header asks
 * /api/viewer from the browser instead), or null. A failing auth backend must not take the whole
 * page down with it: the links are left out and the error is logged. Next's own control-flow
 * errors pass through (getViewer waits for the request, so nothing here is prerendered).
 */
export async function readViewer(): Promise<Viewer | null> {
  try {
    return await getViewer()
  } catch (error) {
    unstable_rethrow(error)
    console.error("[layout.viewer]", error)
    return null
  }
}
