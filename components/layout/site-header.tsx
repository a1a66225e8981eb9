import { Suspense } from "react"

import { siteConfig } from "@/lib/site"
import { ThemeToggle } from "@/components/theme/theme-toggle"
import { DesktopNav } from "@/components/layout/desktop-nav"
import { MobileNav } from "@/components/layout/mobile-nav"
import { SiteLogo } from "@/components/layout/site-logo"
import {
  type NotificationsSlot,
  type SignOutAction,
  ViewerDesktopGroups,
  ViewerDrawerSection,
  ViewerHeaderActions,
  ViewerHeaderActionsFallback,
} from "@/components/layout/viewer-nav"

export type SiteHeaderProps = {
  signOutAction: SignOutAction
  /** The notifications bell (issue #9); rendered only for a signed-in viewer. */
  notifications?: NotificationsSlot
}

/**
 * Sticky header. Everything but the viewer-dependent parts is static and lands in the prerendered shell;
 * those parts read the session cookie, so each sits in its own Suspense boundary (Cache Components).
 */
export function SiteHeader({ signOutAction, notifications }: SiteHeaderProps) {
  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 w-full border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        <DesktopNav
          main={siteConfig.nav.main}
          viewerGroups={
            // Groups appear after "Menu Principal", so streaming them in moves nothing already shown.
            <Suspense fallback={null}>
              <ViewerDesktopGroups />
            </Suspense>
          }
        />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Suspense fallback={<ViewerHeaderActionsFallback />}>
            <ViewerHeaderActions signOutAction={signOutAction} notifications={notifications} />
          </Suspense>
          <MobileNav
            viewerSection={
              <Suspense fallback={null}>
                <ViewerDrawerSection signOutAction={signOutAction} />
              </Suspense>
            }
          />
        </div>
      </div>
    </header>
  )
}
