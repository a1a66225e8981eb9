import type { Metadata } from "next"
import { CircleAlertIcon } from "lucide-react"

import { notificationTokenSecret, verifyUnsubscribe } from "@/lib/mail/notification-links"
import { pageMetadata } from "@/lib/metadata"
import { readUnsubscribeLink, UNSUBSCRIBE_TEXT, unsubscribeSubject } from "@/lib/notifications/preferences"
import { NOTIFICATION_UNSUBSCRIBE_PATH } from "@/lib/notifications/paths"
import { serverEnv } from "@/lib/server-env"

import { NoticePage } from "../../_shared/notice-page"
import { AfterUnsubscribeActions } from "./_components/after-unsubscribe-actions"
import { UnsubscribeForm } from "./_components/unsubscribe-form"

// Reads `searchParams` above any <Suspense> on purpose: the page renders whole, in order, so its
// button works before (or without) JavaScript, as a mail program's browser may open it.
export const instant = false

export const metadata: Metadata = pageMetadata({
  title: "Parar de receber e-mails",
  description: "Deixe de receber por e-mail uma categoria de notificações da Convergência Empreendedora.",
  path: NOTIFICATION_UNSUBSCRIBE_PATH,
  noIndex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The unsubscribe link of every notification e-mail (issue #39): ?u=<her id>&c=<category or
 * digest>&t=<signature>. Opening it changes nothing; its button does, through a server action. A
 * changed or forged link gets no button, and nothing is written for it.
 */
export default async function NotificationUnsubscribePage({ searchParams }: Props) {
  const link = readUnsubscribeLink(await searchParams)
  const secret = notificationTokenSecret(serverEnv)
  // Without a secret no link can be checked: it gets the same answer as a forged one.
  if (!link || !secret || !verifyUnsubscribe(link.u, link.c, link.t, secret)) {
    return (
      <NoticePage icon={CircleAlertIcon} title="Link inválido" actions={<AfterUnsubscribeActions />}>
        <p role="status" className="text-muted-foreground mt-4 text-lg leading-relaxed">
          {UNSUBSCRIBE_TEXT.invalid}
        </p>
      </NoticePage>
    )
  }
  return <UnsubscribeForm link={link} subject={unsubscribeSubject(link.c)} />
}
