import Link from "next/link"
import { notFound } from "next/navigation"
import { CircleAlertIcon, MailCheckIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { isNewsletterResultCode, isSubscribeOutcome, NEWSLETTER_RESULTS } from "@/lib/validations/newsletter"
import { Button } from "@/components/ui/button"

// Reads `params` above any <Suspense> on purpose (see the page): allowed to block, for unlisted values.
export const instant = false

export const metadata = pageMetadata({
  title: "Newsletter",
  description: "Inscrição na newsletter da Convergência Empreendedora.",
  path: "/newsletter",
  noIndex: true,
})

/** One static page per answer: a plain form post (no JavaScript yet) is redirected here. */
export function generateStaticParams() {
  return Object.keys(NEWSLETTER_RESULTS).map((resultado) => ({ resultado }))
}

/**
 * The footer sign-up's answer when the form was sent before the page's JavaScript ran. Pages are
 * a prerendered shell with request-time parts that need JavaScript to appear, so the answer gets a
 * page of its own, fully static, instead of a message inside the page the form was on.
 */
export default async function NewsletterAnswerPage({ params }: { params: Promise<{ resultado: string }> }) {
  // Read outside any <Suspense>: each listed answer then prerenders whole, its message in the HTML
  // itself (a boundary would stream it out of order, which needs JavaScript to show).
  const { resultado } = await params
  if (!isNewsletterResultCode(resultado)) notFound()
  const success = isSubscribeOutcome(resultado)
  const Icon = success ? MailCheckIcon : CircleAlertIcon
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        <Icon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{success ? "Newsletter" : "Inscrição não concluída"}</h1>
      <p role="status" className="text-muted-foreground mt-4 text-lg leading-relaxed">
        {NEWSLETTER_RESULTS[resultado]}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {success ? null : (
          <Button asChild>
            <a href="#newsletter">Tentar novamente</a>
          </Button>
        )}
        <Button asChild variant={success ? "default" : "outline"}>
          <Link href="/">Voltar ao início</Link>
        </Button>
      </div>
    </div>
  )
}
