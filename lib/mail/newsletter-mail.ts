import "server-only"
import { CONFIRMATION_LINK_HOURS, NEWSLETTER_PATHS } from "@/lib/newsletter"
import { signUnsubscribeToken } from "@/lib/mail/newsletter-token"

/** An e-mail ready for MailRelay's transactional API. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
  headers: Record<string, string>
}

export interface NewsletterLinks {
  confirm: string
  /** The page with the unsubscribe button (what the body links to: a link scanner cannot unsubscribe). */
  unsubscribe: string
  /** RFC 8058's one-click target: a POST there unsubscribes. */
  unsubscribeNow: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch)

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

/**
 * Every newsletter e-mail the app sends itself carries a visible unsubscribe link and RFC 8058's
 * one-click headers, which mail programs show as their own "cancelar inscrição" button.
 */
export function listUnsubscribeHeaders(links: NewsletterLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.unsubscribeNow}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
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
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="line-height:1.5;margin:0 0 24px">Recebemos um pedido para inscrever este e-mail na newsletter da ${escapeHtml(siteName)}. Para confirmar, use o botão abaixo. O link vale por ${CONFIRMATION_LINK_HOURS} horas e pode ser usado uma vez.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;background:#7c3a5c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Confirmar inscrição</a></p>
${intro ? `<p style="line-height:1.5;margin:0 0 24px;white-space:pre-line">${escapeHtml(intro)}</p>\n` : ""}<p style="line-height:1.5;margin:0 0 8px;font-size:14px">Se o botão não funcionar, copie este endereço no navegador:<br><a href="${escapeHtml(links.confirm)}" style="color:#7c3a5c;word-break:break-all">${escapeHtml(links.confirm)}</a></p>
<p style="line-height:1.5;margin:24px 0 0;font-size:14px;color:#5c534d">Se não foi você, ignore esta mensagem: sem a confirmação, este e-mail não recebe a newsletter. Se preferir, <a href="${escapeHtml(links.unsubscribe)}" style="color:#5c534d">cancele o pedido</a>.</p>
</div>
<p style="text-align:center;font-size:12px;color:#5c534d;margin:16px 0 0"><a href="${escapeHtml(siteUrl)}" style="color:#5c534d">${escapeHtml(siteName)}</a></p>
</body>
</html>`
  return { subject, html, text, headers: listUnsubscribeHeaders(links) }
}
