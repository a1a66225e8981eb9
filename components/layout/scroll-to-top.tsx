"use client"

import { useEffect, useRef } from "react"
import { usePathname } from "next/navigation"

/**
 * Scrolls to the top whenever the path changes (spec: "the page scrolls to the top on every path change").
 * The first render is skipped so a link to an anchor (/#newsletter) still lands on its target.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    window.scrollTo({ top: 0, left: 0, behavior: "instant" })
  }, [pathname])

  return null
}
