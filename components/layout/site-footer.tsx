import Link from "next/link"
import { RssIcon } from "lucide-react"

import { siteConfig, type SocialProfile } from "@/lib/site"
import { FooterNewsletterForm } from "@/components/layout/footer-newsletter-form"
import { SiteLogo } from "@/components/layout/site-logo"
import { SocialIcon } from "@/components/layout/social-icons"

export type SiteFooterProps = {
  /** The admin's settings (name, description, social profiles, contacts), read by the layout. */
  settings: {
    siteName: string
    siteDescription: string
    contactEmail: string | null
    contactPhone: string | null
    social: readonly SocialProfile[]
  }
}

const linkClass =
  "text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded-sm text-sm outline-none focus-visible:ring-[3px]"

export function SiteFooter({ settings }: SiteFooterProps) {
  return (
    <footer className="bg-muted/40 border-t">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <SiteLogo />
          <p className="text-muted-foreground max-w-md text-sm leading-relaxed">{settings.siteDescription}</p>
          {settings.contactEmail || settings.contactPhone ? (
            <address className="text-muted-foreground space-y-1 text-sm not-italic">
              {settings.contactEmail ? (
                <p>
                  <a href={`mailto:${settings.contactEmail}`} className={linkClass}>
                    {settings.contactEmail}
                  </a>
                </p>
              ) : null}
              {settings.contactPhone ? (
                <p>
                  <a href={`tel:${settings.contactPhone.replace(/[^0-9+]/g, "")}`} className={linkClass}>
                    {settings.contactPhone}
                  </a>
                </p>
              ) : null}
            </address>
          ) : null}
          <div className="flex items-center gap-3">
            {settings.social.map((profile) => (
              <a
                key={profile.network}
                href={profile.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex size-9 items-center justify-center rounded-md border`}
                aria-label={`${profile.label} (abre em nova aba)`}
              >
                <SocialIcon network={profile.network} className="size-4" />
              </a>
            ))}
            <a
              href={siteConfig.rssPath}
              className={`${linkClass} inline-flex items-center gap-2`}
              aria-label="Assine o feed RSS do blog Convergindo"
            >
              <RssIcon className="size-4" aria-hidden="true" />
              RSS
            </a>
          </div>
        </div>

        <nav aria-labelledby="rodape-links">
          <h2 id="rodape-links" className="mb-4 text-sm font-semibold">
            Links Rápidos
          </h2>
          <ul className="space-y-2">
            {siteConfig.footerLinks.map((link) => (
              <li key={link.href}>
                {link.href === siteConfig.rssPath ? (
                  // The feed is XML, not a page: a plain link avoids a client-side navigation attempt.
                  <a href={link.href} className={linkClass}>
                    {link.title}
                  </a>
                ) : (
                  <Link href={link.href} className={linkClass}>
                    {link.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <section id="newsletter" aria-labelledby="rodape-newsletter" className="scroll-mt-24">
          <h2 id="rodape-newsletter" className="mb-2 text-sm font-semibold">
            Newsletter
          </h2>
          <p className="text-muted-foreground mb-4 text-sm">
            Receba novidades, eventos e conteúdos da comunidade no seu e-mail.
          </p>
          <FooterNewsletterForm />
        </section>
      </div>
      <div className="border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6 lg:px-8">
          © {siteConfig.copyrightYear} {settings.siteName}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  )
}
