import "server-only"
import { CONFIRMATION_LINK_HOURS, NEWSLETTER_PATHS } from "@/lib/newsletter"
import {
  buttonLink,
  copyableLink,
  emailDocument,
  escapeHtml,
  listUnsubscribeHeaders,
  MAIL_COLORS,
  paragraph,
  type RenderedEmail,
} from "@/lib/mail/layout"
import { signUnsubscribeToken } from "@/lib/mail/newsletter-token"

export interface NewsletterLinks {
  confirm: string
  /** The page with the unsubscribe button (what the body links to: a link scanner cannot unsubscribe). */
  unsubscribe: string
  /** RFC 8058's one-click target: a POST there unsubscribes. */
  unsubscribeNow: string
}

function linkTo(siteUrl: string, path: string, token: string) {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, "")}/`)
  url.searchParams.set("token", token)
  return url.toString()
}

/**
 * The links of a newsletter e-mail to one subscriber. `confirmToken` is the raw confirmation token
 * (only confirmation e-mails have one); the unsubscribe links carry the signed subscriber id.
 */
export function newsletterLinks(
  siteUrl: string,
  subscriberId: string,
  secret: string,
  confirmToken: string | null = null
): NewsletterLinks {
  const unsubscribeToken = signUnsubscribeToken(subscriberId, secret)
  return {
    confirm: confirmToken ? linkTo(siteUrl, NEWSLETTER_PATHS.confirm, confirmToken) : "",
    unsubscribe: linkTo(siteUrl, NEWSLETTER_PATHS.unsubscribe, unsubscribeToken),
    unsubscribeNow: linkTo(siteUrl, NEWSLETTER_PATHS.unsubscribeNow, unsubscribeToken),
  }
}

/** The double opt-in e-mail: the confirmation link, and a way out for whoever did not ask. */
export function confirmationEmail(input: {
  name: string | null
  siteName: string
  siteUrl: string
  links: NewsletterLinks
  /** The admin's own paragraph (/admin/configuracoes), after the request line; plain text. */
  intro?: string | null
}): RenderedEmail {
  const { siteName, siteUrl, links } = input
  const intro = input.intro?.trim() || null
  const name = input.name?.trim()
  const greeting = name ? `Olá, ${name}!` : "Olá!"
  const subject = `Confirme sua inscrição na newsletter da ${siteName}`
  const text = [
    greeting,
    "",
    `Recebemos um pedido para inscrever este e-mail na newsletter da ${siteName}. Para confirmar, abra o link abaixo (ele vale por ${CONFIRMATION_LINK_HOURS} horas e pode ser usado uma vez):`,
    "",
    links.confirm,
    "",
    ...(intro ? [intro, ""] : []),
    "Se não foi você, ignore esta mensagem: sem a confirmação, este e-mail não recebe a newsletter. Se preferir, cancele o pedido:",
    links.unsubscribe,
    "",
    siteName,
    siteUrl,
  ].join("\n")
  // Every newsletter e-mail carries a visible unsubscribe link and RFC 8058's one-click headers.
  const html = emailDocument({
    subject,
    heading: greeting,
    siteName,
    siteUrl,
    body: [
      paragraph(
        `Recebemos um pedido para inscrever este e-mail na newsletter da ${escapeHtml(siteName)}. Para confirmar, use o botão abaixo. O link vale por ${CONFIRMATION_LINK_HOURS} horas e pode ser usado uma vez.`,
        "margin-bottom:24px"
      ),
      buttonLink(links.confirm, "Confirmar inscrição"),
      intro ? paragraph(escapeHtml(intro), "margin-bottom:24px;white-space:pre-line") : "",
      paragraph(
        `Se o botão não funcionar, copie este endereço no navegador:<br>${copyableLink(links.confirm)}`,
        "margin-bottom:8px;font-size:14px"
      ),
    ]
      .filter(Boolean)
      .join("\n"),
    footer: `Se não foi você, ignore esta mensagem: sem a confirmação, este e-mail não recebe a newsletter. Se preferir, <a href="${escapeHtml(links.unsubscribe)}" style="color:${MAIL_COLORS.muted}">cancele o pedido</a>.`,
  })
  return { subject, html, text, headers: listUnsubscribeHeaders(links.unsubscribeNow) }
}
