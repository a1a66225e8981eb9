import Link from "next/link"

import type { NavGroup } from "@/lib/site"
import { SheetClose } from "@/components/ui/sheet"

/** One group of links inside the mobile drawer; a tap navigates and closes the drawer. */
export function DrawerNavGroup({ group }: { group: NavGroup }) {
  const headingId = `drawer-${group.title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z]+/g, "-")}`
  return (
    <section aria-labelledby={headingId} className="space-y-1">
      <h2 id={headingId} className="text-muted-foreground px-2 text-xs font-semibold tracking-wide uppercase">
        {group.title}
      </h2>
      <ul className="space-y-0.5">
        {group.links.map((link) => (
          <li key={link.href}>
            <SheetClose asChild>
              <Link
                href={link.href}
                className="hover:bg-secondary hover:text-secondary-foreground focus-visible:ring-ring block rounded-md px-2 py-2 text-sm font-medium outline-none focus-visible:ring-[3px]"
              >
                {link.title}
              </Link>
            </SheetClose>
          </li>
        ))}
      </ul>
    </section>
  )
}
