"use client"

import * as React from "react"
import Link from "next/link"
import { ChevronDownIcon } from "lucide-react"

import type { NavGroup } from "@/lib/site"

// Spec §9: hover delay 200 ms, skip delay 300 ms, close delay 150 ms.
const OPEN_DELAY_MS = 200
const SKIP_DELAY_MS = 300
const CLOSE_DELAY_MS = 150

/**
 * A disclosure menu per group (WAI-ARIA APG "disclosure navigation"), written here instead of
 * Radix NavigationMenu: the header is on every first load, and this is a fraction of its weight
 * (issue #25). The bar keeps one group open at a time.
 */
interface MenuBar {
  openId: string | null
  open(id: string): void
  close(id: string): void
  /** True while moving between groups: the next one opens without the hover delay. */
  skipsDelay(): boolean
}

const MenuBarContext = React.createContext<MenuBar | null>(null)

const triggerClass =
  "group inline-flex h-9 w-max items-center justify-center rounded-md bg-transparent px-4 py-2 text-sm font-medium transition-[color,box-shadow] outline-none hover:bg-secondary hover:text-secondary-foreground focus:bg-secondary focus:text-secondary-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-expanded:bg-secondary aria-expanded:text-secondary-foreground"

const linkClass =
  "hover:bg-secondary hover:text-secondary-foreground focus:bg-secondary focus:text-secondary-foreground focus-visible:ring-ring flex flex-col gap-1 rounded-sm p-2 text-sm transition-all outline-none focus-visible:ring-[3px]"

/** `leading` goes before the title in the trigger (the account menu's avatar). */
export function DesktopNavGroup({ group, leading }: { group: NavGroup; leading?: React.ReactNode }) {
  const bar = React.useContext(MenuBarContext)
  const id = React.useId()
  const panelId = `${id}-links`
  const itemRef = React.useRef<HTMLLIElement>(null)
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const timer = React.useRef<number | undefined>(undefined)
  const open = bar?.openId === id

  const clearTimer = () => window.clearTimeout(timer.current)
  React.useEffect(() => clearTimer, [])

  // A press anywhere else closes the group, as a click outside a menu does.
  React.useEffect(() => {
    if (!open || !bar) return
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) bar.close(id)
    }
    document.addEventListener("pointerdown", onPointerDown)
    return () => document.removeEventListener("pointerdown", onPointerDown)
  }, [open, bar, id])

  if (!bar) throw new Error("DesktopNavGroup must be inside DesktopNav")

  const onPointerEnter = (event: React.PointerEvent) => {
    if (event.pointerType === "touch") return
    clearTimer()
    if (open) return
    timer.current = window.setTimeout(() => bar.open(id), bar.skipsDelay() ? 0 : OPEN_DELAY_MS)
  }
  const onPointerLeave = (event: React.PointerEvent) => {
    if (event.pointerType === "touch") return
    clearTimer()
    timer.current = window.setTimeout(() => bar.close(id), CLOSE_DELAY_MS)
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return
    event.stopPropagation()
    clearTimer()
    bar.close(id)
    triggerRef.current?.focus()
  }
  const onBlur = (event: React.FocusEvent) => {
    // Tabbing past the last link leaves the group: close it, as a focus moving away does.
    if (open && event.relatedTarget && !itemRef.current?.contains(event.relatedTarget as Node)) bar.close(id)
  }

  return (
    <li
      ref={itemRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        data-slot="navigation-menu-trigger"
        className={triggerClass}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? "open" : "closed"}
        onClick={() => {
          clearTimer()
          if (open) bar.close(id)
          else bar.open(id)
        }}
      >
        {leading}
        {group.title}{" "}
        <ChevronDownIcon
          className="relative top-[1px] ml-1 size-3 transition duration-300 group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        data-slot="navigation-menu-content"
        hidden={!open}
        className="bg-popover text-popover-foreground animate-in fade-in-0 zoom-in-95 absolute top-full left-0 z-50 mt-1.5 rounded-md border p-2 shadow duration-200"
      >
        <ul className="grid w-64 gap-1 p-1">
          {group.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                data-slot="navigation-menu-link"
                className={linkClass}
                onClick={() => bar.close(id)}
              >
                <span className="font-medium">{link.title}</span>
                {link.description ? (
                  <span className="text-muted-foreground text-xs" aria-hidden="true">
                    {link.description}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  )
}

export type DesktopNavProps = {
  main: NavGroup
  /** Groups that depend on the viewer, filled in on the client. */
  viewerGroups?: React.ReactNode
}

/** Desktop navigation (lg and up). */
export function DesktopNav({ main, viewerGroups }: DesktopNavProps) {
  const [openId, setOpenId] = React.useState<string | null>(null)
  const closedAt = React.useRef(0)
  const bar = React.useMemo<MenuBar>(
    () => ({
      openId,
      open: (id) => setOpenId(id),
      close: (id) =>
        setOpenId((current) => {
          if (current !== id) return current
          closedAt.current = Date.now()
          return null
        }),
      skipsDelay: () => openId !== null || Date.now() - closedAt.current < SKIP_DELAY_MS,
    }),
    [openId]
  )
  return (
    <nav aria-label="Navegação principal" className="relative hidden lg:flex">
      <MenuBarContext value={bar}>
        <ul className="flex list-none items-center gap-1">
          <DesktopNavGroup group={main} />
          {viewerGroups}
        </ul>
      </MenuBarContext>
    </nav>
  )
}
