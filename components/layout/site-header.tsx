import { siteConfig } from "@/lib/site"
import { DesktopNav } from "@/components/layout/desktop-nav"
import { LazyThemeToggle } from "@/components/layout/lazy-theme-toggle"
import { MobileNav } from "@/components/layout/mobile-nav"
import { SiteLogo } from "@/components/layout/site-logo"
import { HeaderSearch } from "@/components/search/header-search"
import { ViewerDesktopGroups, ViewerHeaderActions } from "@/components/layout/viewer-nav"

/**
 * Sticky header. It is the same HTML for everyone, so public pages stay fully static; the
 * viewer-dependent parts fill in on the client (components/layout/viewer-provider.tsx). The menus,
 * the drawer and the theme menu load their code on first use (issue #25). The parts that act (sign
 * out, the bell) import their server actions themselves.
 */
export function SiteHeader() {
  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 w-full border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo />
        {/* Viewer groups come after "Menu Principal", so filling them in moves nothing already shown. */}
        <DesktopNav main={siteConfig.nav.main} viewerGroups={<ViewerDesktopGroups />} />
        <div className="ml-auto flex items-center gap-2">
          {/* Phones search from the drawer (components/layout/mobile-nav-drawer.tsx). */}
          <HeaderSearch className="hidden w-44 lg:flex xl:w-60" />
          <LazyThemeToggle />
          <ViewerHeaderActions />
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
