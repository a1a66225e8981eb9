import "server-only"

/**
 * What every e-mail the app renders shares: the escaping, the page around the message, the button,
 * and RFC 8058's one-click headers. One look for the newsletter's confirmation and the notification
 * e-mails. Mail programs ignore style sheets, so styles are inline; every colour pair has a contrast
 * of 7:1 or more (text #1f1a17 and #5c534d on white, white on #7c3a5c).
 */

/** An e-mail ready to send: subject, both parts and its extra headers. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
  headers: Record<string, string>
}

export const MAIL_COLORS = {
  page: "#f6f4f1",
  card: "#ffffff",
  text: "#1f1a17",
  muted: "#5c534d",
  accent: "#7c3a5c",
} as const

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch)

/**
 * RFC 8058: mail programs show their own "cancelar inscrição" button, which POSTs
 * `List-Unsubscribe=One-Click` to the URL in angle brackets.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  }
}

/** The main action as a button; its text must say where it goes (it is read out of context). */
export const buttonLink = (href: string, label: string) =>
  `<p style="margin:0 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${MAIL_COLORS.accent};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`

/** An address written out, for whoever cannot use the button. */
export const copyableLink = (href: string) =>
  `<a href="${escapeHtml(href)}" style="color:${MAIL_COLORS.accent};word-break:break-all">${escapeHtml(href)}</a>`

/**
 * The whole HTML document: `lang="pt-BR"`, the subject as its title, the message in a white card
 * under a real `<h1>` (`heading`, plain text), `body` (HTML the caller escaped), then `footer`
 * (HTML, small and muted) and the site's name linking home.
 */
export function emailDocument(input: {
  subject: string
  heading: string
  body: string
  footer?: string
  siteName: string
  siteUrl: string
}): string {
  const { subject, heading, body, footer, siteName, siteUrl } = input
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:${MAIL_COLORS.page};font-family:Arial,Helvetica,sans-serif;color:${MAIL_COLORS.text}">
<div style="max-width:560px;margin:0 auto;background:${MAIL_COLORS.card};border-radius:12px;padding:32px">
<h1 style="font-size:20px;line-height:1.3;font-weight:bold;margin:0 0 16px">${escapeHtml(heading)}</h1>
${body}
${footer ? `<div style="line-height:1.5;margin:24px 0 0;font-size:14px;color:${MAIL_COLORS.muted}">${footer}</div>\n` : ""}</div>
<p style="text-align:center;font-size:12px;color:${MAIL_COLORS.muted};margin:16px 0 0"><a href="${escapeHtml(siteUrl)}" style="color:${MAIL_COLORS.muted}">${escapeHtml(siteName)}</a></p>
</body>
</html>`
}

/** A paragraph of the card. */
export const paragraph = (html: string, style = "") =>
  `<p style="line-height:1.5;margin:0 0 16px${style ? `;${style}` : ""}">${html}</p>`
