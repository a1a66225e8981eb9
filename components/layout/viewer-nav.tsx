"use client"

import type * as React from "react"
import dynamic from "next/dynamic"
import Link from "next/link"
import { LogInIcon, LogOutIcon } from "lucide-react"

import { Button } from "@/components/ui/button"
import { signOut } from "@/components/auth/actions"
import { useHeaderSession } from "@/components/layout/viewer-provider"

// Only signed-in viewers get a bell, and only once /api/viewer has answered: its code (panel,
// list, live channel) stays out of every visitor's first load.
const NotificationCenter = dynamic(
  () => import("@/components/notifications/notification-center").then((module) => module.NotificationCenter),
  // The bell's size, so the header does not shift when it arrives.
  { ssr: false, loading: () => <div aria-hidden="true" className="size-9" /> }
)

// "Mensagens" with its unread count (issue #37): signed-in viewers only, loaded like the bell.
const MessagesLink = dynamic(
  () => import("@/components/messages/messages-link").then((module) => module.MessagesLink),
  {
    ssr: false,
    loading: () => <div aria-hidden="true" className="hidden size-9 min-[370px]:block" />,
  }
)

// The account groups (avatar, next/image) load only for signed-in viewers.
const ViewerAccountGroups = dynamic(
  () => import("@/components/layout/viewer-account-groups").then((module) => module.ViewerAccountGroups),
  { ssr: false }
)

/** "Minha Conta" and "Administração" in the desktop menu; nothing for visitors. */
export function ViewerDesktopGroups() {
  const { session } = useHeaderSession()
  if (session.status !== "signed-in") return null
  return <ViewerAccountGroups viewer={session.viewer} />
}

/** Posts to the sign-out action (imported here, not handed down from the root layout). */
export function SignOutForm({ children }: { children: React.ReactNode }) {
  const { signedOut } = useHeaderSession()
  return (
    <form action={signOut} onSubmit={signedOut}>
      {children}
    </form>
  )
}

type ViewerButtonProps = Omit<React.ComponentProps<typeof Button>, "children" | "asChild">

/** Entrar, in the header bar and in the drawer (only the width differs); SheetClose may wrap it. */
export function SignInButton(props: ViewerButtonProps) {
  return (
    <Button asChild {...props}>
      <Link href="/auth">
        <LogInIcon aria-hidden="true" />
        Entrar
      </Link>
    </Button>
  )
}

/** Sair, inside a SignOutForm; type comes last, since a wrapping SheetClose passes type="button". */
export function SignOutButton(props: ViewerButtonProps) {
  return (
    <Button variant="outline" {...props} type="submit">
      <LogOutIcon aria-hidden="true" />
      Sair
    </Button>
  )
}

/** Bell and Entrar/Sair in the header bar; Entrar/Sair move into the drawer below lg (mobile-nav-drawer.tsx). */
export function ViewerHeaderActions() {
  const { session, refresh } = useHeaderSession()
  // Same width as the button, so nothing moves when the answer arrives.
  if (session.status === "checking") return <div aria-hidden="true" className="hidden h-9 w-24 lg:block" />
  const viewer = session.status === "signed-in" ? session.viewer : null
  return (
    <>
      {session.status === "signed-in" ? (
        <MessagesLink
          key={session.viewer.userId}
          userId={session.viewer.userId}
          token={session.notifications?.token ?? null}
        />
      ) : null}
      {session.status === "signed-in" && session.notifications ? (
        <NotificationCenter
          key={session.viewer.userId}
          userId={session.viewer.userId}
          initial={session.notifications.initial}
          token={session.notifications.token}
          onRightsChanged={refresh}
        />
      ) : null}
      <div className="hidden lg:block">
        {viewer ? (
          <SignOutForm>
            <SignOutButton className="w-24" />
          </SignOutForm>
        ) : (
          <SignInButton className="w-24" />
        )}
      </div>
    </>
  )
}
