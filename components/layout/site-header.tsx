import type { NotificationActions } from "@/lib/notifications"
import { siteConfig } from "@/lib/site"
import { ThemeToggle } from "@/components/theme/theme-toggle"
import { DesktopNav } from "@/components/layout/desktop-nav"
import { MobileNav } from "@/components/layout/mobile-nav"
import { SiteLogo } from "@/components/layout/site-logo"
import {
  type SignOutAction,
  ViewerDesktopGroups,
  ViewerDrawerSection,
  ViewerHeaderActions,
} from "@/components/layout/viewer-nav"

export type SiteHeaderProps = {
  signOutAction: SignOutAction
  /** The notifications bell's server actions (issue #9), used once a viewer is signed in. */
  notificationActions: NotificationActions
}

/**
 * Sticky header. It is the same HTML for everyone, so public pages stay fully static; the
 * viewer-dependent parts fill in on the client (components/layout/viewer-provider.tsx).
 */
export function SiteHeader({ signOutAction, notificationActions }: SiteHeaderProps) {
  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 w-full border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        {/* Viewer groups come after "Menu Principal", so filling them in moves nothing already shown. */}
        <DesktopNav main={siteConfig.nav.main} viewerGroups={<ViewerDesktopGroups />} />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <ViewerHeaderActions signOutAction={signOutAction} notificationActions={notificationActions} />
          <MobileNav viewerSection={<ViewerDrawerSection signOutAction={signOutAction} />} />
        </div>
      </div>
    </header>
  )
}
