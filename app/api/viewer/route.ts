import { connection, NextResponse } from "next/server"

import { readViewerState } from "./viewer-state"

const PRIVATE = { "Cache-Control": "private, no-store" }

/** The header's session state (lib/viewer-state.ts), asked by the browser after a page hydrates. */
export async function GET() {
  // Never prerendered: every answer belongs to one request's cookies.
  await connection()
  try {
    return NextResponse.json(await readViewerState(), { headers: PRIVATE })
  } catch (error) {
    // The auth backend could not answer: the header shows the visitor's view and asks again later.
    console.error("[layout.viewer]", error)
    return NextResponse.json({ viewer: null, notifications: null }, { status: 503, headers: PRIVATE })
  }
}
