"use client"

import Link from "next/link"
import { usePathname } from "next/navigation"

import { cn } from "@/lib/utils"

export interface AdminNavLink {
  title: string
  href: string
}

/** The section links; only the highlight needs the pathname, so only this part is a client component. */
export function AdminNavLinks({ links }: { links: readonly AdminNavLink[] }) {
  const pathname = usePathname()
  return (
    <ul className="flex [scrollbar-width:thin] gap-1 overflow-x-auto py-2">
      {links.map((link) => {
        const active = link.href === "/admin" ? pathname === "/admin" : pathname.startsWith(link.href)
        return (
          <li key={link.href} className="shrink-0">
            <Link
              href={link.href}
              aria-current={active ? "page" : undefined}
              className={cn(
                "focus-visible:ring-ring inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2",
                active
                  ? "bg-primary text-primary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground"
              )}
            >
              {link.title}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
