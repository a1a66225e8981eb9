import type { LocalContext, RouteHandler } from "../context.ts"
import { escapeHtml, sendHtml, sendJson } from "../http.ts"
import { verifyLink, type MailKind } from "./mail.ts"
import { externalUrl } from "./request.ts"

interface OutboxRow {
  id: number
  recipient: string
  subject: string
  kind: string
  link: string
  html: string
  otp: string | null
  token_hash: string | null
  redirect_to: string | null
  created_at: Date
}

/**
 * `link` is the e-mail's first link (with the project's templates, the app's /auth/confirm);
 * `confirmation_url` is GoTrue's `{{ .ConfirmationURL }}` for the same token, the /auth/v1/verify
 * link its default templates send, for whoever wants to exercise that endpoint.
 */
const toJson = (row: OutboxRow, apiUrl: string) => ({
  id: Number(row.id),
  recipient: row.recipient,
  subject: row.subject,
  kind: row.kind,
  link: row.link,
  confirmation_url: row.token_hash
    ? verifyLink(apiUrl, { tokenHash: row.token_hash }, row.kind as MailKind, row.redirect_to ?? "")
    : null,
  otp: row.otp,
  token_hash: row.token_hash,
  redirect_to: row.redirect_to,
  html: row.html,
  created_at: new Date(row.created_at).toISOString(),
})

async function latest(ctx: LocalContext, email: string, kind: string | null) {
  const { rows } = await ctx.db.query<OutboxRow>(
    `select * from auth.local_outbox where lower(recipient) = lower($1) and ($2::text is null or kind = $2::text)
     order by id desc limit 1`,
    [email, kind]
  )
  return rows[0] ?? null
}

function page(rows: OutboxRow[]) {
  const items = rows
    .map(
      (row) => `<li>
  <div><strong>${escapeHtml(row.subject)}</strong> → ${escapeHtml(row.recipient)} <small>(${escapeHtml(row.kind)}, ${escapeHtml(new Date(row.created_at).toISOString())})</small></div>
  <div><a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a></div>
  ${row.otp ? `<div>Código: <code>${escapeHtml(row.otp)}</code></div>` : ""}
</li>`
    )
    .join("\n")
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de saída local</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}li{margin:1rem 0;word-break:break-all}</style>
</head><body>
<h1>Caixa de saída local</h1>
<p>E-mails que o serviço de autenticação local teria enviado (mais recentes primeiro).</p>
${rows.length ? `<ul>${items}</ul>` : "<p>Nenhum e-mail ainda.</p>"}
</body></html>`
}

/** `/_outbox` (HTML list) and `/_outbox/latest?email=[&kind=]` (JSON) for people, tests and e2e. */
export const handleOutbox: RouteHandler = async (req, res, url, path, ctx) => {
  if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { message: "method not allowed" })
  if (path === "/" || path === "") {
    const { rows } = await ctx.db.query<OutboxRow>("select * from auth.local_outbox order by id desc limit 200")
    return sendHtml(res, 200, page(rows))
  }
  if (path === "/latest") {
    const email = url.searchParams.get("email")
    if (!email) return sendJson(res, 400, { message: "email query parameter is required" })
    const row = await latest(ctx, email, url.searchParams.get("kind"))
    if (!row) return sendJson(res, 404, { message: "no e-mail for this recipient" })
    return sendJson(res, 200, toJson(row, externalUrl(req, ctx)))
  }
  if (path === "/messages") {
    const { rows } = await ctx.db.query<OutboxRow>("select * from auth.local_outbox order by id desc limit 200")
    const apiUrl = externalUrl(req, ctx)
    return sendJson(
      res,
      200,
      rows.map((row) => toJson(row, apiUrl))
    )
  }
  sendJson(res, 404, { message: "not found" })
}
