"use client"

import type * as React from "react"

import { siteConfig } from "@/lib/site"
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet"
import { DrawerNavGroup } from "@/components/layout/drawer-nav-group"
import { viewerGroups } from "@/components/layout/viewer-account-groups"
import { SignInButton, SignOutButton, SignOutForm } from "@/components/layout/viewer-nav"
import { useHeaderSession } from "@/components/layout/viewer-provider"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { HeaderSearch } from "@/components/search/header-search"

export type MobileNavDrawerProps = {
  id: string
  open: boolean
  onOpenChange(open: boolean): void
  /** The header's button, which lives outside this lazily loaded part; focus goes back to it. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>
}

/** The drawer itself, loaded by MobileNav on first use. */
export function MobileNavDrawer({ id, open, onOpenChange, returnFocusTo }: MobileNavDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        side="right"
        className="w-[min(20rem,88vw)] gap-0 overflow-y-auto"
        onCloseAutoFocus={(event) => {
          // No Radix trigger to return to: the button is the header's own.
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navegue pela {siteConfig.name}.</SheetDescription>
        </SheetHeader>
        {/* The header's search box, which phones do not show (issue #42). */}
        <HeaderSearch withButton className="border-b p-4" />
        <nav aria-label="Navegação principal" className="flex flex-col gap-6 p-4">
          <DrawerNavGroup group={siteConfig.nav.main} />
          <ViewerDrawerSection />
        </nav>
      </SheetContent>
    </Sheet>
  )
}

/** Viewer groups and Entrar/Sair inside the drawer. */
function ViewerDrawerSection() {
  const { session } = useHeaderSession()
  if (session.status === "checking") return null
  if (session.status === "visitor") {
    return (
      <SheetClose asChild>
        <SignInButton className="w-full" />
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
      <SignOutForm>
        {/* Closes the drawer too: sign-out may land on the same path, where nothing else would close it. */}
        <SheetClose asChild>
          <SignOutButton className="w-full" />
        </SheetClose>
      </SignOutForm>
    </>
  )
}
