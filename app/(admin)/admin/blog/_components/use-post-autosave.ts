"use client"

import * as React from "react"
import type { ActionState } from "@/lib/action-state"
import { IDLE } from "@/lib/action-state"
import { formatTime } from "@/lib/format"
import { EDITOR_TIME_ZONE } from "@/lib/validations/post"
import { autosavePost, type AutosavedPost } from "../actions"
import {
  type PostFormSnapshot,
  readLocalCopy,
  removeLocalCopy,
  sameSnapshot,
  snapshotForm,
  writeLocalCopy,
} from "./post-local-copy"

/** Quiet time after the last keystroke before the draft goes to the server. */
export const AUTOSAVE_DELAY_MS = 2000
/** Waits between retries after a network failure: it keeps trying, ever more slowly. */
const RETRY_DELAYS_MS = [3000, 6000, 15000, 30000, 60000]

/** "Salvo às 14:32" in São Paulo time, whatever the computer's zone. */
export const savedAtText = (iso: string) => `Salvo às ${formatTime(iso, EDITOR_TIME_ZONE)}`

export type AutosaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "offline"; retryInMs: number }
  | { state: "refused"; message: string }

export interface PostAutosave {
  status: AutosaveStatus
  /** Call on every edit: writes the local copy soon and, for drafts, saves to the server after a pause. */
  changed: () => void
  /** Waits for a save in flight and answers the post's id ("" while it has none). */
  settle: () => Promise<string>
  /** Saves a draft now (a pending change included) and answers the post's id. */
  flush: () => Promise<string>
  /** Stops everything (the dialog is closing or the form was submitted). */
  stop: () => void
  /** Starts again after stop() (the save was refused and the dialog stays open). */
  resume: () => void
}

interface Options {
  form: React.RefObject<HTMLFormElement | null>
  postId: string
  onPostId: (id: string) => void
  /** Whether the stored post may be saved in the background (a draft, or not created yet). */
  eligible: boolean
}

/**
 * Autosave of a draft: debounced server saves through autosavePost, retried on network errors, and a
 * copy in localStorage written as she types (and when the tab is hidden or closed).
 */
export function usePostAutosave({ form, postId, onPostId, eligible }: Options): PostAutosave {
  const [status, setStatus] = React.useState<AutosaveStatus>({ state: "idle" })
  const state = React.useRef({
    postId,
    baseline: null as PostFormSnapshot | null,
    lastSaved: null as PostFormSnapshot | null,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    inFlight: null as Promise<void> | null,
    attempt: 0,
    stopped: false,
  })
  // A retry calls the run that wraps save(); the ref breaks the cycle between the two callbacks.
  const retry = React.useRef<() => void>(() => {})

  const snapshot = React.useCallback(() => (form.current ? snapshotForm(form.current) : null), [form])

  const keepLocalCopy = React.useCallback(() => {
    const current = snapshot()
    const { baseline, lastSaved } = state.current
    if (!current || state.current.stopped) return current
    const reference = lastSaved ?? baseline
    if (reference && sameSnapshot(current, reference)) removeLocalCopy(state.current.postId || null)
    else writeLocalCopy(state.current.postId || null, current)
    return current
  }, [snapshot])

  const save = React.useCallback(async (): Promise<void> => {
    const s = state.current
    const element = form.current
    const current = snapshot()
    if (!element || !current || s.stopped) return
    if (current.status !== "draft" || !current.title?.trim()) return
    if (sameSnapshot(current, s.lastSaved ?? s.baseline ?? {})) return
    const data = new FormData(element)
    data.set("id", s.postId)
    setStatus({ state: "saving" })
    let answer: ActionState<AutosavedPost>
    try {
      answer = await autosavePost(IDLE as ActionState<AutosavedPost>, data)
    } catch {
      // The request never got an answer (offline, server down): try again, ever more slowly.
      const wait = RETRY_DELAYS_MS[Math.min(s.attempt, RETRY_DELAYS_MS.length - 1)]!
      s.attempt += 1
      setStatus({ state: "offline", retryInMs: wait })
      clearTimeout(s.timer)
      s.timer = setTimeout(() => retry.current(), wait)
      return
    }
    s.attempt = 0
    if (answer.status === "success" && answer.data) {
      const before = s.postId
      s.postId = answer.data.id
      s.lastSaved = current
      if (!before) {
        removeLocalCopy(null)
        onPostId(answer.data.id)
      }
      setStatus({ state: "saved", at: answer.data.savedAt })
      // Typed meanwhile: the copy stays; otherwise the server has it all.
      keepLocalCopy()
    } else if (answer.status === "error") {
      setStatus({ state: "refused", message: answer.message })
    }
  }, [form, snapshot, keepLocalCopy, onPostId])

  const run = React.useCallback(async () => {
    const s = state.current
    if (s.inFlight) await s.inFlight
    const job = save()
    s.inFlight = job
    await job
    if (s.inFlight === job) s.inFlight = null
  }, [save])

  React.useEffect(() => {
    retry.current = () => void run()
  }, [run])

  const changed = React.useCallback(() => {
    const s = state.current
    if (s.stopped) return
    keepLocalCopy()
    if (!eligible) return
    clearTimeout(s.timer)
    s.timer = setTimeout(() => void run(), AUTOSAVE_DELAY_MS)
  }, [eligible, keepLocalCopy, run])

  const settle = React.useCallback(async () => {
    const s = state.current
    while (s.inFlight) await s.inFlight
    return s.postId
  }, [])

  const flush = React.useCallback(async () => {
    const s = state.current
    clearTimeout(s.timer)
    if (eligible) await run()
    return settle()
  }, [eligible, run, settle])

  const stop = React.useCallback(() => {
    state.current.stopped = true
    clearTimeout(state.current.timer)
  }, [])

  // What the form showed when it opened: the reference a local copy is compared with.
  React.useEffect(() => {
    state.current.baseline = snapshot()
  }, [snapshot])

  React.useEffect(() => {
    const s = state.current
    const hide = () => {
      if (!s.stopped) keepLocalCopy()
    }
    window.addEventListener("pagehide", hide)
    document.addEventListener("visibilitychange", hide)
    return () => {
      window.removeEventListener("pagehide", hide)
      document.removeEventListener("visibilitychange", hide)
      clearTimeout(s.timer)
    }
  }, [keepLocalCopy])

  const resume = React.useCallback(() => {
    state.current.stopped = false
  }, [])

  return { status, changed, settle, flush, stop, resume }
}

export { readLocalCopy, removeLocalCopy }
