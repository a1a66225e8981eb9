import "./globals.css"

import type * as React from "react"
import { Suspense } from "react"
import type { Metadata, Viewport } from "next"

import { getPublicSettings } from "@/lib/data/settings"
import { jsonLdScript, organizationJsonLd } from "@/lib/metadata"
import { siteConfig } from "@/lib/site"
import { FlashToast } from "@/components/auth/flash-toast"
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration"
import { E2eErrorProbe } from "@/components/layout/e2e-hooks"
import { ScrollToTop } from "@/components/layout/scroll-to-top"
import { SiteFooter } from "@/components/layout/site-footer"
import { SiteHeader } from "@/components/layout/site-header"
import { SkipLink } from "@/components/layout/skip-link"
import { ToasterOnDemand } from "@/components/layout/toaster-on-demand"
import { ViewerProvider } from "@/components/layout/viewer-provider"
import { ThemeProvider } from "@/components/theme/theme-provider"

// The name and description come from the admin's settings, read from the cache (TAGS.settings), so
// pages stay static and a save revalidates them.
export async function generateMetadata(): Promise<Metadata> {
  const settings = await getPublicSettings()
  return {
    metadataBase: new URL(siteConfig.url),
    title: { default: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.siteDescription,
    applicationName: settings.siteName,
    keywords: [...siteConfig.keywords],
    // The home-screen icon on iPhones: full-bleed, iOS rounds it (scripts/make-pwa-icons.ts).
    icons: { icon: siteConfig.logo.src, apple: "/icons/apple-touch-icon.png" },
    // Opened from the home screen, iOS shows it without Safari's bars, as the manifest asks elsewhere.
    appleWebApp: { capable: true, title: "Convergência", statusBarStyle: "default" },
    openGraph: { siteName: settings.siteName, locale: siteConfig.locale, type: "website" },
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fdfafc" },
    { media: "(prefers-color-scheme: dark)", color: "#1f141c" },
  ],
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const settings = await getPublicSettings()
  return (
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        {/* Written out rather than via metadata.alternates: a page's own alternates (canonical) would replace it. */}
        <link rel="alternate" type="application/rss+xml" title={`Convergindo | ${siteConfig.name}`} href="/rss" />
      </head>
      <body className="bg-background text-foreground flex min-h-dvh flex-col antialiased">
        <ThemeProvider>
          <SkipLink />
          <ViewerProvider>
            <SiteHeader />
          </ViewerProvider>
          <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter settings={settings} />
          <ToasterOnDemand />
          <FlashToast />
          <Suspense fallback={null}>
            <ScrollToTop />
          </Suspense>
          <ServiceWorkerRegistration />
          <E2eErrorProbe scope="global" />
        </ThemeProvider>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(organizationJsonLd(settings)) }}
        />
      </body>
    </html>
  )
}
