"use client"

import type * as React from "react"
import dynamic from "next/dynamic"
import Link from "next/link"
import { LogInIcon, LogOutIcon } from "lucide-react"

import type { NotificationActions } from "@/lib/notifications"
import { siteConfig } from "@/lib/site"
import { adminLinksFor, type HeaderViewer } from "@/lib/viewer-state"
import { Button } from "@/components/ui/button"
import { SheetClose } from "@/components/ui/sheet"
import { DesktopNavGroup } from "@/components/layout/desktop-nav"
import { DrawerNavGroup } from "@/components/layout/drawer-nav-group"
import { useHeaderSession } from "@/components/layout/viewer-provider"
import { MemberAvatar } from "@/components/profile/member-avatar"

// Only signed-in viewers get a bell, and only once /api/viewer has answered: its code (panel,
// list, live channel) stays out of every visitor's first load.
const NotificationCenter = dynamic(
  () => import("@/components/notifications/notification-center").then((module) => module.NotificationCenter),
  // The bell's size, so the header does not shift when it arrives.
  { ssr: false, loading: () => <div aria-hidden="true" className="size-9" /> }
)

/** A server action used as a plain form action (no arguments besides the form data). */
export type SignOutAction = () => Promise<void>

const PROFILE_LINK = { title: "Meu perfil", href: "/dashboard/perfil", description: "Seus dados, foto e conta" }

function viewerGroups(viewer: HeaderViewer) {
  const adminLinks = adminLinksFor(viewer, siteConfig.nav.admin.links)
  const account = siteConfig.nav.account
  return {
    account: { title: account.title, links: [...account.links, PROFILE_LINK] },
    admin: adminLinks.length ? { title: siteConfig.nav.admin.title, links: [...adminLinks] } : null,
  }
}

/** "Minha Conta" and "Administração" in the desktop menu; nothing for visitors. */
export function ViewerDesktopGroups() {
  const { session } = useHeaderSession()
  if (session.status !== "signed-in") return null
  const { viewer } = session
  const groups = viewerGroups(viewer)
  return (
    <>
      <DesktopNavGroup
        group={groups.account}
        leading={<MemberAvatar name={viewer.name} url={viewer.avatarUrl} size={24} className="mr-2" />}
      />
      {groups.admin ? <DesktopNavGroup group={groups.admin} /> : null}
    </>
  )
}

function SignOutForm({ action, children }: { action: SignOutAction; children: React.ReactNode }) {
  const { signedOut } = useHeaderSession()
  return (
    <form action={action} onSubmit={signedOut}>
      {children}
    </form>
  )
}

/** Bell and Entrar/Sair in the header bar; Entrar/Sair move into the drawer below lg. */
export function ViewerHeaderActions({
  signOutAction,
  notificationActions,
}: {
  signOutAction: SignOutAction
  notificationActions: NotificationActions
}) {
  const { session, refresh } = useHeaderSession()
  // Same width as the button, so nothing moves when the answer arrives.
  if (session.status === "checking") return <div aria-hidden="true" className="hidden h-9 w-24 lg:block" />
  const viewer = session.status === "signed-in" ? session.viewer : null
  return (
    <>
      {session.status === "signed-in" && session.notifications ? (
        <NotificationCenter
          key={session.viewer.userId}
          userId={session.viewer.userId}
          initial={session.notifications.initial}
          token={session.notifications.token}
          actions={notificationActions}
          onRightsChanged={refresh}
        />
      ) : null}
      <div className="hidden lg:block">
        {viewer ? (
          <SignOutForm action={signOutAction}>
            <Button type="submit" variant="outline" className="w-24">
              <LogOutIcon aria-hidden="true" />
              Sair
            </Button>
          </SignOutForm>
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

/** Viewer groups and Entrar/Sair inside the mobile drawer. */
export function ViewerDrawerSection({ signOutAction }: { signOutAction: SignOutAction }) {
  const { session } = useHeaderSession()
  if (session.status === "checking") return null
  if (session.status === "visitor") {
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
  const { viewer } = session
  const groups = viewerGroups(viewer)
  return (
    <>
      <p className="flex items-center gap-3 px-2 text-sm font-medium">
        <MemberAvatar name={viewer.name} url={viewer.avatarUrl} size={40} />
        <span className="min-w-0 break-words">{viewer.name}</span>
      </p>
      <DrawerNavGroup group={groups.account} />
      {groups.admin ? <DrawerNavGroup group={groups.admin} /> : null}
      <SignOutForm action={signOutAction}>
        {/* Closes the drawer too: sign-out may land on the same path, where nothing else would close it. */}
        <SheetClose asChild>
          <Button type="submit" variant="outline" className="w-full">
            <LogOutIcon aria-hidden="true" />
            Sair
          </Button>
        </SheetClose>
      </SignOutForm>
    </>
  )
}
