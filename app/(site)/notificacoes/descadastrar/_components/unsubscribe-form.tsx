"use client"

import * as React from "react"
import Link from "next/link"
import { CircleCheckIcon, MailXIcon } from "lucide-react"

import { IDLE } from "@/lib/action-state"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { UNSUBSCRIBE_TEXT, type UnsubscribeLink } from "@/lib/notifications/preferences"
import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"
import { Button } from "@/components/ui/button"
import { FormStatus } from "@/components/auth/form-parts"

import { NoticePage } from "../../../_shared/notice-page"
import { unsubscribeFromNotificationEmails } from "../actions"
import { AfterUnsubscribeActions } from "./after-unsubscribe-actions"

/**
 * The question and its button, then the answer in their place. The button posts the link's three
 * parameters to the action, before or without JavaScript too (a mail program's browser); opening
 * the page alone changes nothing, since link scanners open links as well.
 */
export function UnsubscribeForm({ link, subject }: { link: UnsubscribeLink; subject: string }) {
  const [state, form, pending] = useFormAction(unsubscribeFromNotificationEmails, IDLE)
  const headingRef = React.useRef<HTMLDivElement>(null)
  const done = state.status === "success"
  // The button is gone once it worked: her focus goes to the answer, which is read out.
  React.useEffect(() => {
    if (done) headingRef.current?.focus()
  }, [done])

  if (done) {
    return (
      <div ref={headingRef} tabIndex={-1} className="outline-none">
        <NoticePage icon={CircleCheckIcon} title="E-mails desligados" actions={<AfterUnsubscribeActions />}>
          <p role="status" className="mt-4 text-lg leading-relaxed">
            {state.message}
          </p>
          <p className="text-muted-foreground mt-2 leading-relaxed">
            As notificações continuam no sino do painel. Para voltar a receber por e-mail, ajuste suas preferências.
          </p>
        </NoticePage>
      </div>
    )
  }

  return (
    <NoticePage icon={MailXIcon} title={UNSUBSCRIBE_TEXT.question(subject)}>
      <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
        Você continuará vendo essas notificações no sino do painel e pode mudar de ideia quando quiser nas preferências
        de e-mail.
      </p>
      <form {...form} aria-label="Parar de receber e-mails" className="mt-8 space-y-4">
        <input type="hidden" name="u" value={link.u} />
        <input type="hidden" name="c" value={link.c} />
        <input type="hidden" name="t" value={link.t} />
        <FormStatus state={state} className="text-left" />
        <div className="flex flex-wrap justify-center gap-3">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? "Parando..." : "Parar de receber"}
          </Button>
          <Button asChild variant="outline">
            <Link href={NOTIFICATION_PREFERENCES_PATH}>Ver todas as preferências</Link>
          </Button>
        </div>
      </form>
    </NoticePage>
  )
}
