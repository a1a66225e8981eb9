import Link from "next/link"
import { notFound } from "next/navigation"
import { CircleAlertIcon, MailCheckIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import {
  isNewsletterLinkResultCode,
  isNewsletterResultCode,
  NEWSLETTER_LINK_RESULTS,
  NEWSLETTER_RESULTS,
} from "@/lib/validations/newsletter"
import { Button } from "@/components/ui/button"

// Reads `params` above any <Suspense> on purpose (see the page): allowed to block, for unlisted values.
export const instant = false

// Every answer is listed below; anything else ("/newsletter/%ff" included) is a real 404, not a
// not-found screen sent with status 200 once the static shell has streamed.
export const unstable_paramMatching = { resultado: "not-found" }

export const metadata = pageMetadata({
  title: "Newsletter",
  description: "Inscrição na newsletter da Convergência Empreendedora.",
  path: "/newsletter",
  noIndex: true,
})

/** One static page per answer of the footer form and per outcome of an e-mail link. */
export function generateStaticParams() {
  return [...Object.keys(NEWSLETTER_RESULTS), ...Object.keys(NEWSLETTER_LINK_RESULTS)].map((resultado) => ({
    resultado,
  }))
}

/** What the page says: the footer form's answer, or where a confirmation or unsubscribe link led. */
function answerFor(code: string): { ok: boolean; title: string; message: string; retry: string | null } | null {
  if (isNewsletterResultCode(code)) {
    const ok = code === "check_email"
    return {
      ok,
      title: ok ? "Newsletter" : "Inscrição não concluída",
      message: NEWSLETTER_RESULTS[code],
      retry: ok ? null : "Tentar novamente",
    }
  }
  if (isNewsletterLinkResultCode(code)) {
    const { ok, title, message } = NEWSLETTER_LINK_RESULTS[code]
    const again = code === "link_used" || code === "link_expired" || code === "link_invalid"
    return { ok, title, message, retry: again ? "Inscrever-se de novo" : null }
  }
  return null
}

/**
 * The footer sign-up's answer when the form was sent before the page's JavaScript ran, and the
 * landing of the e-mails' links (/newsletter/confirmar and the unsubscribe button redirect here).
 * Pages are a prerendered shell with request-time parts that need JavaScript to appear, so each
 * answer gets a page of its own, fully static, instead of a message inside another page.
 */
export default async function NewsletterAnswerPage({ params }: { params: Promise<{ resultado: string }> }) {
  // Read outside any <Suspense>: each listed answer then prerenders whole, its message in the HTML
  // itself (a boundary would stream it out of order, which needs JavaScript to show).
  const { resultado } = await params
  const answer = answerFor(resultado)
  if (!answer) notFound()
  const Icon = answer.ok ? MailCheckIcon : CircleAlertIcon
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        <Icon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{answer.title}</h1>
      <p role="status" className="text-muted-foreground mt-4 text-lg leading-relaxed">
        {answer.message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {answer.retry ? (
          <Button asChild>
            <a href="#newsletter">{answer.retry}</a>
          </Button>
        ) : null}
        <Button asChild variant={answer.retry ? "outline" : "default"}>
          <Link href="/">Voltar ao início</Link>
        </Button>
      </div>
    </div>
  )
}
