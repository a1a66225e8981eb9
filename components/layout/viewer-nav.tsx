import type * as React from "react"
import Link from "next/link"
import { LogInIcon, LogOutIcon } from "lucide-react"

import type { Viewer } from "@/lib/auth"
import { siteConfig } from "@/lib/site"
import { Button } from "@/components/ui/button"
import { SheetClose } from "@/components/ui/sheet"
import { DesktopNavGroup } from "@/components/layout/desktop-nav"
import { DrawerNavGroup } from "@/components/layout/drawer-nav-group"
import { adminLinksFor, readViewer } from "@/components/layout/viewer"

/** A server action used as a plain form action (no arguments besides the form data). */
export type SignOutAction = () => Promise<void>

/** Slot for the notifications bell (issue #9): receives the signed-in viewer, renders next to Sair. */
export type NotificationsSlot = (viewer: Viewer) => React.ReactNode

function viewerGroups(viewer: Viewer) {
  const adminLinks = adminLinksFor(viewer, siteConfig.nav.admin.links)
  return {
    account: siteConfig.nav.account,
    admin: adminLinks.length ? { title: siteConfig.nav.admin.title, links: [...adminLinks] } : null,
  }
}

/** "Minha Conta" and "Administração" in the desktop menu; nothing for visitors. */
export async function ViewerDesktopGroups() {
  const viewer = await readViewer()
  if (!viewer) return null
  const groups = viewerGroups(viewer)
  return (
    <>
      <DesktopNavGroup group={groups.account} />
      {groups.admin ? <DesktopNavGroup group={groups.admin} /> : null}
    </>
  )
}

/** Bell slot and Entrar/Sair in the header bar; Entrar/Sair move into the drawer below lg. */
export async function ViewerHeaderActions({
  signOutAction,
  notifications,
}: {
  signOutAction: SignOutAction
  notifications?: NotificationsSlot
}) {
  const viewer = await readViewer()
  return (
    <>
      {viewer && notifications ? notifications(viewer) : null}
      <div className="hidden lg:block">
        {viewer ? (
          <form action={signOutAction}>
            <Button type="submit" variant="outline" className="w-24">
              <LogOutIcon aria-hidden="true" />
              Sair
            </Button>
          </form>
        ) : (
          <Button asChild className="w-24">
            <Link href="/auth">
              <LogInIcon aria-hidden="true" />
              Entrar
            </Link>
          </Button>
        )}
      </div>
    </>
  )
}

/** Same width as the Entrar/Sair button, so nothing moves when the viewer streams in. */
export function ViewerHeaderActionsFallback() {
  return <div aria-hidden="true" className="hidden h-9 w-24 lg:block" />
}

/** Viewer groups and Entrar/Sair inside the mobile drawer. */
export async function ViewerDrawerSection({ signOutAction }: { signOutAction: SignOutAction }) {
  const viewer = await readViewer()
  if (!viewer) {
    return (
      <SheetClose asChild>
        <Button asChild className="w-full">
          <Link href="/auth">
            <LogInIcon aria-hidden="true" />
            Entrar
          </Link>
        </Button>
      </SheetClose>
    )
  }
  const groups = viewerGroups(viewer)
  return (
    <>
      <DrawerNavGroup group={groups.account} />
      {groups.admin ? <DrawerNavGroup group={groups.admin} /> : null}
      <form action={signOutAction}>
        {/* Closes the drawer too: sign-out may land on the same path, where nothing else would close it. */}
        <SheetClose asChild>
          <Button type="submit" variant="outline" className="w-full">
            <LogOutIcon aria-hidden="true" />
            Sair
          </Button>
        </SheetClose>
      </form>
    </>
  )
}
