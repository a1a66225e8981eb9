import type * as React from "react"
import Link from "next/link"

import type { NavGroup } from "@/lib/site"
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "@/components/ui/navigation-menu"

export type DesktopNavProps = {
  main: NavGroup
  /** Groups that depend on the viewer, filled in on the client. */
  viewerGroups?: React.ReactNode
}

/** `leading` goes before the title in the trigger (the account menu's avatar). */
export function DesktopNavGroup({ group, leading }: { group: NavGroup; leading?: React.ReactNode }) {
  return (
    <NavigationMenuItem>
      <NavigationMenuTrigger>
        {leading}
        {group.title}
      </NavigationMenuTrigger>
      <NavigationMenuContent>
        <ul className="grid w-64 gap-1 p-1">
          {group.links.map((link) => (
            <li key={link.href}>
              <NavigationMenuLink asChild>
                <Link href={link.href}>
                  <span className="font-medium">{link.title}</span>
                  {link.description ? (
                    <span className="text-muted-foreground text-xs" aria-hidden="true">
                      {link.description}
                    </span>
                  ) : null}
                </Link>
              </NavigationMenuLink>
            </li>
          ))}
        </ul>
      </NavigationMenuContent>
    </NavigationMenuItem>
  )
}

/** Desktop navigation (lg and up); delays come from the kit's defaults, which follow spec §9. */
export function DesktopNav({ main, viewerGroups }: DesktopNavProps) {
  return (
    <NavigationMenu
      aria-label="Navegação principal"
      className="hidden lg:flex"
      delayDuration={200}
      skipDelayDuration={300}
    >
      <NavigationMenuList>
        <DesktopNavGroup group={main} />
        {viewerGroups}
      </NavigationMenuList>
    </NavigationMenu>
  )
}
