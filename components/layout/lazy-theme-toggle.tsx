"use client"

import * as React from "react"
import { useTheme } from "next-themes"
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react"

import { Button } from "@/components/ui/button"
import type { ThemeToggle } from "@/components/theme/theme-toggle"

type Toggle = typeof ThemeToggle

let toggleModule: Promise<Toggle> | undefined
const loadToggle = () =>
  (toggleModule ??= import("@/components/theme/theme-toggle").then((module) => module.ThemeToggle))

// The same icons and titles as ThemeToggle, so the swap shows nothing changing.
const CHOICES = {
  light: { Icon: SunIcon, title: "Tema: Claro" },
  dark: { Icon: MoonIcon, title: "Tema: Escuro" },
  system: { Icon: MonitorIcon, title: "Tema: Sistema" },
} as const

const subscribeNoop = () => () => {}

/** How the first press reached the stand-in, so it can be handed to the real trigger. */
type Press = "pointer" | "key"

/**
 * The theme menu (Radix DropdownMenu and its positioning engine, ~20 KB gzip) stays out of every
 * first load (issue #25). Until it is used, the header shows a stand-in that looks and reads the
 * same as ThemeToggle's server render; a pointer over it or focus fetches the menu's code, and the
 * first press swaps in the real trigger (focus kept) and is replayed on it as the event Radix opens
 * on (pointerdown, or Enter), so that press is never lost.
 */
export function LazyThemeToggle() {
  const [Toggle, setToggle] = React.useState<Toggle | null>(null)
  const { theme } = useTheme()
  // The stored theme is unknown on the server: the first render must not depend on it.
  const hydrated = React.useSyncExternalStore(
    subscribeNoop,
    () => true,
    () => false
  )
  const choice = hydrated && (theme === "light" || theme === "dark" || theme === "system") ? CHOICES[theme] : null
  const press = React.useRef<Press | null>(null)
  const hadFocus = React.useRef(false)
  const standIn = React.useRef<HTMLButtonElement>(null)
  const wrapper = React.useRef<HTMLSpanElement>(null)

  const activating = React.useRef(false)

  // A pointer over the stand-in or focus on it only fetches the menu's code: swapping it then
  // would move the element a keyboard user is on. The swap waits for the press itself.
  const preload = React.useCallback(() => {
    loadToggle().catch((error: unknown) => {
      console.error("[layout.theme]", error)
      toggleModule = undefined
    })
  }, [])

  const activate = React.useCallback((how: Press) => {
    press.current = how
    if (activating.current) return
    activating.current = true
    // Read before the swap: the stand-in's removal takes the focus with it.
    hadFocus.current = standIn.current !== null && document.activeElement === standIn.current
    loadToggle().then(
      (component) => setToggle(() => component),
      (error: unknown) => {
        console.error("[layout.theme]", error)
        toggleModule = undefined
        activating.current = false
      }
    )
  }, [])

  React.useEffect(() => {
    if (!Toggle) return
    const trigger = wrapper.current?.querySelector("button")
    if (!trigger) return
    if (hadFocus.current) trigger.focus()
    const pending = press.current
    press.current = null
    if (pending === "pointer") {
      trigger.dispatchEvent(
        new PointerEvent("pointerdown", { bubbles: true, cancelable: true, button: 0, pointerType: "mouse" })
      )
    } else if (pending === "key") {
      trigger.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, key: "Enter" }))
    }
  }, [Toggle])

  if (Toggle) {
    return (
      <span ref={wrapper} className="contents">
        <Toggle />
      </span>
    )
  }
  return (
    <Button
      ref={standIn}
      variant="ghost"
      size="icon"
      aria-label="Alternar tema"
      aria-haspopup="menu"
      aria-expanded={false}
      title={choice?.title}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return
        activate("pointer")
      }}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return
        event.preventDefault()
        activate("key")
      }}
    >
      {choice ? <choice.Icon aria-hidden="true" /> : <SunIcon aria-hidden="true" className="opacity-0" />}
    </Button>
  )
}
