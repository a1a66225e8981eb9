"use client"

import * as React from "react"
import type * as ToastPrimitives from "@radix-ui/react-toast"

// Spec §9: one toast visible at a time; a dismissed toast leaves the store after 1,000,000 ms
// (long enough for Radix to finish its exit animation however slow the device).
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

/** Props the store keeps for each toast; `components/ui/toast.tsx` renders them. */
export type ToastOptions = Omit<React.ComponentProps<typeof ToastPrimitives.Root>, "title"> & {
  variant?: "default" | "destructive" | null
  title?: React.ReactNode
  description?: React.ReactNode
  action?: React.ReactElement
}

export type ToasterToast = ToastOptions & { id: string }

export type ToastState = { toasts: ToasterToast[] }

export type ToastAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string }

/** Pure: the removal timers live in `dispatch`, so the reducer can be tested without fake timers. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case "DISMISS_TOAST": {
      const { toastId } = action
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      }
    }
    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] }
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) }
  }
}

const listeners = new Set<() => void>()
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()
const EMPTY_STATE: ToastState = { toasts: [] }
let memoryState: ToastState = EMPTY_STATE
let count = 0

function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  return count.toString()
}

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId)
    dispatch({ type: "REMOVE_TOAST", toastId })
  }, TOAST_REMOVE_DELAY)
  removeTimeouts.set(toastId, timeout)
}

function dispatch(action: ToastAction) {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId]
    ids.forEach(scheduleRemoval)
  }
  memoryState = reducer(memoryState, action)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getSnapshot = () => memoryState
const getServerSnapshot = () => EMPTY_STATE

/** Shows a toast from anywhere on the client (event handlers, effects); returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  const id = genId()
  const update = (props: ToastOptions) => dispatch({ type: "UPDATE_TOAST", toast: { ...props, id } })
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id })

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        options.onOpenChange?.(open)
        if (!open) dismiss()
      },
    },
  })

  return { id, dismiss, update }
}

/** Subscribes a client component to the app-wide toast store. */
export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  }
}
