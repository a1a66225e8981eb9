"use client"

import * as React from "react"
import { usePathname } from "next/navigation"

import { hasSessionHint, type HeaderViewer, VIEWER_STATE_PATH, type ViewerState } from "@/lib/viewer-state"

export type HeaderSession =
  /** Also what the static HTML shows, so pages work without JavaScript. */
  | { status: "visitor" }
  /** A session hint is there but /api/viewer has not answered the first time yet. */
  | { status: "checking" }
  | { status: "signed-in"; viewer: HeaderViewer; notifications: ViewerState["notifications"] }

interface ViewerContextValue {
  session: HeaderSession
  /** Asks the server again, e.g. after a notification said the viewer's rights changed. */
  refresh(): void
  /** Shows the visitor's header at once when the viewer signs out (the path may not change). */
  signedOut(): void
}

const ViewerContext = React.createContext<ViewerContextValue>({
  session: { status: "visitor" },
  refresh: () => {},
  signedOut: () => {},
})

export function useHeaderSession() {
  return React.useContext(ViewerContext)
}

const VIEWER_CHANGED = "ce:viewer-changed"

/**
 * Tells the header that the viewer's name or picture changed. Pages render outside this provider
 * (it wraps the header only), so they cannot reach `refresh` through the context.
 */
export function announceViewerChange() {
  window.dispatchEvent(new Event(VIEWER_CHANGED))
}

/**
 * Holds who is signed in for the header. Pages are rendered once for everyone, so the server never
 * says; the browser asks /api/viewer whenever the path changes while the session hint cookie is
 * there, which also picks up sign-ins (a server action's redirect) and rights changed meanwhile.
 */
export function ViewerProvider({ children }: { children: React.ReactNode }) {
  const [session, setSession] = React.useState<HeaderSession>({ status: "visitor" })
  // Only the newest request may answer: an older one could say the opposite.
  const latestRequest = React.useRef(0)

  const refresh = React.useCallback(() => {
    const request = ++latestRequest.current
    if (!hasSessionHint(document.cookie)) {
      setSession({ status: "visitor" })
      return
    }
    setSession((current) => (current.status === "signed-in" ? current : { status: "checking" }))
    fetch(VIEWER_STATE_PATH, { cache: "no-store", headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${VIEWER_STATE_PATH}: HTTP ${response.status}`)
        const state = (await response.json()) as ViewerState
        if (request !== latestRequest.current) return
        setSession(
          state.viewer
            ? { status: "signed-in", viewer: state.viewer, notifications: state.notifications }
            : { status: "visitor" }
        )
      })
      .catch((error: unknown) => {
        if (request !== latestRequest.current) return
        console.error("[layout.viewer]", error)
        // Nothing is known: a header already showing the viewer keeps showing it.
        setSession((current) => (current.status === "signed-in" ? current : { status: "visitor" }))
      })
  }, [])

  const signedOut = React.useCallback(() => {
    latestRequest.current++
    setSession({ status: "visitor" })
  }, [])

  React.useEffect(() => {
    window.addEventListener(VIEWER_CHANGED, refresh)
    return () => window.removeEventListener(VIEWER_CHANGED, refresh)
  }, [refresh])

  const value = React.useMemo(() => ({ session, refresh, signedOut }), [session, refresh, signedOut])
  return (
    <ViewerContext value={value}>
      {children}
      {/* usePathname may suspend while a dynamic route prerenders; nothing here is visible anyway. */}
      <React.Suspense fallback={null}>
        <RefreshOnPathChange refresh={refresh} />
      </React.Suspense>
    </ViewerContext>
  )
}

function RefreshOnPathChange({ refresh }: { refresh: () => void }) {
  const pathname = usePathname()
  React.useEffect(() => refresh(), [pathname, refresh])
  return null
}
