import "server-only"
import { unstable_rethrow } from "next/navigation"
import { connection } from "next/server"

import { getViewer, type Viewer } from "@/lib/auth"

/**
 * The viewer for server-rendered navigation (the admin section's links; the site header asks
 * /api/viewer from the browser instead), or null. A failing auth backend must not take the whole
 * page down with it: the links are left out and the error is logged. Next's own control-flow
 * errors pass through.
 */
export async function readViewer(): Promise<Viewer | null> {
  // Request time only. A prefetch prerender may expose cookies, and the auth client then reads the clock
  // (Date.now()), which Cache Components rejects while prerendering; navigation needs no prerendered viewer.
  await connection()
  try {
    return await getViewer()
  } catch (error) {
    unstable_rethrow(error)
    console.error("[layout.viewer]", error)
    return null
  }
}
