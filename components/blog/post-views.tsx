"use client"

import { useEffect, useRef, useState } from "react"
import { EyeIcon } from "lucide-react"

import { formatViews } from "@/lib/format"

const VIEWS_ENDPOINT = "/api/views"

export type PostViewsProps = {
  postId: string
  /** The cached count plus this visit: what a visitor without JavaScript sees. */
  initialCount: number
}

async function reportView(postId: string): Promise<number | null> {
  const response = await fetch(VIEWS_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ postId }),
    credentials: "omit",
    keepalive: true,
  })
  if (!response.ok) return null
  const body: unknown = await response.json()
  const views = (body as { views?: unknown }).views
  return typeof views === "number" ? views : null
}

// Resolves once the page is really shown: a speculatively prerendered page waits for activation.
function whenShown(): Promise<void> {
  const doc = document as Document & { prerendering?: boolean }
  if (!doc.prerendering) return Promise.resolve()
  return new Promise((resolve) => document.addEventListener("prerenderingchange", () => resolve(), { once: true }))
}

/**
 * "N visualizações". The page is cached, so the browser reports the visit once the page is shown and the
 * fresh count it gets back replaces the cached one. Render with key={postId} so each post starts afresh.
 */
export function PostViews({ postId, initialCount }: PostViewsProps) {
  const [count, setCount] = useState(initialCount)
  // One report per mount, even when Strict Mode runs the effect twice.
  const report = useRef<Promise<number | null> | null>(null)

  useEffect(() => {
    report.current ??= whenShown().then(() => reportView(postId))
    let active = true
    report.current
      .then((views) => {
        if (active && views !== null) setCount(views)
      })
      .catch(() => {
        // The count is a nicety: a failed report leaves the cached figure on screen.
      })
    return () => {
      active = false
    }
  }, [postId])

  return (
    <span className="inline-flex items-center gap-1.5" data-testid="post-views">
      <EyeIcon className="size-4" aria-hidden="true" />
      {formatViews(count)}
    </span>
  )
}
