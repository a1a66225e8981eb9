import type * as React from "react"
import { GlobeIcon, MailIcon, MessageCircleIcon } from "lucide-react"

import type { BusinessDetail } from "@/lib/data/directory"
import { instagramLabel, websiteLabel, whatsappUrl } from "@/lib/directory"
import { businessContactPath } from "@/lib/directory-url"
import { Button } from "@/components/ui/button"
import { SocialIcon } from "@/components/layout/social-icons"

const InstagramIcon = (props: React.ComponentProps<"svg">) => <SocialIcon network="instagram" {...props} />

const GREETING = "Olá! Encontrei o seu negócio no diretório da Convergência Empreendedora."

/**
 * The ways to reach the business: WhatsApp (wa.me deep link), Instagram, website and e-mail. On the
 * public page (`tracked`) the first three go through the click counter, which sends the visitor on
 * to the same address (issue #43); e-mail stays a plain mailto: link, which a redirect cannot
 * reliably open.
 */
export function BusinessContacts({ business, tracked = false }: { business: BusinessDetail; tracked?: boolean }) {
  const via = (channel: "whatsapp" | "instagram" | "website", href: string) =>
    tracked ? businessContactPath(business.id, channel) : href
  const whatsapp = whatsappUrl(business.whatsapp, GREETING)
  const contacts = [
    whatsapp
      ? {
          href: via("whatsapp", whatsapp),
          label: "WhatsApp",
          detail: "Conversar no WhatsApp",
          icon: MessageCircleIcon,
          external: true,
        }
      : null,
    business.instagramUrl
      ? {
          href: via("instagram", business.instagramUrl),
          label: "Instagram",
          detail: instagramLabel(business.instagramUrl),
          icon: InstagramIcon,
          external: true,
        }
      : null,
    business.websiteUrl
      ? {
          href: via("website", business.websiteUrl),
          label: "Site",
          detail: websiteLabel(business.websiteUrl),
          icon: GlobeIcon,
          external: true,
        }
      : null,
    business.contactEmail
      ? {
          href: `mailto:${business.contactEmail}`,
          label: "E-mail",
          detail: business.contactEmail,
          icon: MailIcon,
          external: false,
        }
      : null,
  ].filter((contact) => contact !== null)

  if (contacts.length === 0) return null
  return (
    <section aria-labelledby="contato" className="space-y-3">
      <h2 id="contato" className="text-lg font-semibold">
        Contato
      </h2>
      <ul className="flex flex-col gap-2">
        {contacts.map((contact) => (
          <li key={contact.label}>
            <Button
              asChild
              variant={contact.label === "WhatsApp" ? "default" : "outline"}
              className="w-full justify-start"
            >
              <a
                href={contact.href}
                {...(contact.external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}
              >
                <contact.icon aria-hidden="true" />
                <span className="font-medium">{contact.label}</span>
                <span className="truncate opacity-80">{contact.label === "WhatsApp" ? null : contact.detail}</span>
                {contact.external ? <span className="sr-only"> (abre em nova aba)</span> : null}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
