import type * as React from "react"
import { GlobeIcon, MailIcon, MessageCircleIcon } from "lucide-react"

import type { BusinessDetail } from "@/lib/data/directory"
import { instagramLabel, websiteLabel, whatsappUrl } from "@/lib/directory"
import { Button } from "@/components/ui/button"
import { SocialIcon } from "@/components/layout/social-icons"

const InstagramIcon = (props: React.ComponentProps<"svg">) => <SocialIcon network="instagram" {...props} />

const GREETING = "Olá! Encontrei o seu negócio no diretório da Convergência Empreendedora."

/** The ways to reach the business: WhatsApp (wa.me deep link), Instagram, website and e-mail. */
export function BusinessContacts({ business }: { business: BusinessDetail }) {
  const whatsapp = whatsappUrl(business.whatsapp, GREETING)
  const contacts = [
    whatsapp
      ? { href: whatsapp, label: "WhatsApp", detail: "Conversar no WhatsApp", icon: MessageCircleIcon, external: true }
      : null,
    business.instagramUrl
      ? {
          href: business.instagramUrl,
          label: "Instagram",
          detail: instagramLabel(business.instagramUrl),
          icon: InstagramIcon,
          external: true,
        }
      : null,
    business.websiteUrl
      ? {
          href: business.websiteUrl,
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
