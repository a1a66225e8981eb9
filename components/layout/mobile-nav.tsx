"use client"

import * as React from "react"
import { MenuIcon } from "lucide-react"

import { Button } from "@/components/ui/button"
import type { MobileNavDrawer } from "@/components/layout/mobile-nav-drawer"

type Drawer = typeof MobileNavDrawer

let drawerModule: Promise<Drawer> | undefined
// The drawer (Radix Dialog, focus trap, scroll lock) stays out of the first load: it is fetched
// when the button is about to be used (pointer over it, focus) and at the latest on the press.
const loadDrawer = () =>
  (drawerModule ??= import("@/components/layout/mobile-nav-drawer").then((module) => module.MobileNavDrawer))

/** The side drawer below the lg breakpoint, with the same groups as the desktop navigation. */
export function MobileNav() {
  const [open, setOpen] = React.useState(false)
  const [Drawer, setDrawer] = React.useState<Drawer | null>(null)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const drawerId = React.useId()

  const loading = React.useRef(false)

  const load = React.useCallback(() => {
    if (loading.current) return
    loading.current = true
    loadDrawer().then(
      (component) => setDrawer(() => component),
      (error: unknown) => {
        console.error("[layout.drawer]", error)
        drawerModule = undefined
        loading.current = false
        setOpen(false)
      }
    )
  }, [])

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Drawer ? drawerId : undefined}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load()
          setOpen(true)
        }}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {Drawer ? <Drawer id={drawerId} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
    </>
  )
}
