import Link from "next/link"
import { CircleAlertIcon, MailXIcon } from "lucide-react"

import { verifyUnsubscribeToken } from "@/lib/mail/newsletter-token"
import { pageMetadata } from "@/lib/metadata"
import { NEWSLETTER_PATHS } from "@/lib/newsletter"
import { serverEnv } from "@/lib/server-env"
import { Button } from "@/components/ui/button"

// Reads `searchParams` above any <Suspense> on purpose: the page renders whole, in order, so its
// button works before (or without) JavaScript, as a mail program's browser may open it.
export const instant = false

export const metadata = pageMetadata({
  title: "Cancelar inscrição na newsletter",
  description: "Cancelamento da inscrição na newsletter da Convergência Empreendedora.",
  path: NEWSLETTER_PATHS.unsubscribe,
  noIndex: true,
})

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/**
 * The unsubscribe link of every newsletter e-mail. Opening it changes nothing (link scanners open
 * links too); its button posts to /newsletter/descadastrar/um-clique, the same address mail
 * programs post to for RFC 8058's one-click unsubscribe. A tampered link gets no button.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = Array.isArray(raw) ? raw[0] : raw
  const secret = serverEnv.newsletterTokenSecret
  const valid = Boolean(secret && token && verifyUnsubscribeToken(token, secret))

  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="bg-secondary text-secondary-foreground mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl">
        {valid ? (
          <MailXIcon className="size-8" aria-hidden="true" />
        ) : (
          <CircleAlertIcon className="size-8" aria-hidden="true" />
        )}
      </div>
      {valid && token ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Cancelar inscrição</h1>
          <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
            Confirme abaixo para deixar de receber a newsletter da Convergência Empreendedora neste e-mail.
          </p>
          <form
            method="post"
            action={`${NEWSLETTER_PATHS.unsubscribeNow}?token=${encodeURIComponent(token)}`}
            className="mt-8 flex flex-wrap justify-center gap-3"
          >
            <Button type="submit">Cancelar inscrição</Button>
            <Button asChild variant="outline">
              <Link href="/">Manter inscrição</Link>
            </Button>
          </form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Link inválido</h1>
          <p role="status" className="text-muted-foreground mt-4 text-lg leading-relaxed">
            Este link de cancelamento não é válido. Confira se o endereço foi copiado inteiro do e-mail.
          </p>
          <div className="mt-8 flex justify-center">
            <Button asChild>
              <Link href="/">Voltar ao início</Link>
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
