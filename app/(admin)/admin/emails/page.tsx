import type { Metadata } from "next"
import Link from "next/link"
import { RotateCcw } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { countEmailOutbox, listEmailOutbox } from "@/lib/data/email-outbox-admin"
import { ADMIN_EMAILS_PATH, EMAIL_STATUS_LABELS, EMAIL_TEMPLATE_LABELS, EMAILS_PER_PAGE } from "@/lib/email-outbox"
import { isSmtpConfigured } from "@/lib/mail/smtp"
import { formatCount } from "@/lib/number-format"
import { serverEnv } from "@/lib/server-env"
import {
  EMAIL_OUTBOX_PARAMS,
  EMAIL_STATUSES,
  EMAIL_TEMPLATES,
  emailOutboxQuery,
  parseEmailOutboxParams,
} from "@/lib/validations/email-outbox"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { NativeSelect } from "@/components/ui/native-select"
import { ActionToastButton } from "@/components/admin/mailrelay/action-toast-button"
import { RefreshButton } from "@/components/admin/mailrelay/refresh-button"
import { LoadErrorAlert } from "@/components/admin/shared/load-error-alert"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { StatCard } from "@/components/admin/shell/stat-card"
import { TitledSection } from "@/components/layout/titled-section"
import { CleanGetForm } from "@/components/list/clean-get-form"
import { adminMetadata } from "../_shared/metadata"
import { OutboxTable } from "./_components/outbox-table"
import { retryAllFailedEmails } from "./actions"

const INTRO =
  "Os e-mails que a plataforma envia (notificações, resumos, lembretes e confirmações da newsletter) e a situação de cada um."

export const metadata: Metadata = adminMetadata({
  title: "E-mails enviados",
  description: INTRO,
  path: ADMIN_EMAILS_PATH,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminEmailsPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <EmailsScreen searchParams={searchParams} />
    </AdminSuspense>
  )
}

/**
 * /admin/emails (issue #39): the outbox's rows by state, with state and template filters and pages
 * in the address, "Tentar novamente" per failed row and for all of them. A bad SMTP setting shows
 * here as failed rows with the server's error; nothing is deleted, so fixing it and retrying sends
 * everything.
 */
async function EmailsScreen({ searchParams }: Props) {
  await guardRoute(ADMIN_EMAILS_PATH)
  const filter = parseEmailOutboxParams(await searchParams)
  const configured = isSmtpConfigured(serverEnv)
  let data
  try {
    const [counts, list] = await Promise.all([countEmailOutbox(), listEmailOutbox(filter)])
    data = { counts, ...list }
  } catch (error) {
    console.error("[admin.emails.load]", error)
    data = null
  }
  const pages = data ? Math.max(1, Math.ceil(data.total / EMAILS_PER_PAGE)) : 1
  const filtered = emailOutboxQuery({ ...filter, page: 1 }) !== ""

  return (
    <div className="space-y-8">
      <AdminPageHeader title="E-mails enviados" description={INTRO}>
        <div className="flex flex-wrap gap-2">
          <ActionToastButton
            action={retryAllFailedEmails}
            label={`Reenviar todos os que falharam (${data?.counts.failed ?? 0})`}
            pendingLabel="Reenviando..."
            successTitle="E-mails de volta à fila"
            errorTitle="Erro"
            disabled={!data || data.counts.failed === 0}
            icon={<RotateCcw aria-hidden="true" />}
          />
          <RefreshButton />
        </div>
      </AdminPageHeader>

      {configured ? null : (
        <Alert>
          <AlertTitle>SMTP não configurado</AlertTitle>
          <AlertDescription>
            SMTP não configurado: defina SMTP_URL (ou SMTP_HOST, SMTP_PORT, SMTP_USER e SMTP_PASSWORD) no servidor. Os
            e-mails continuam guardados na fila e serão enviados quando o SMTP for configurado.
          </AlertDescription>
        </Alert>
      )}

      <p className="text-muted-foreground text-sm">
        A sincronização da newsletter com o MailRelay tem a sua própria tela:{" "}
        <Link href="/admin/mailrelay" className="text-foreground underline underline-offset-4">
          Sincronização MailRelay
        </Link>
        .
      </p>

      {data ? (
        <>
          <section aria-label="Contadores" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard title={EMAIL_STATUS_LABELS.pending} value={data.counts.pending} />
            <StatCard title="Enviados" value={data.counts.sent} />
            <StatCard title={EMAIL_STATUS_LABELS.failed} value={data.counts.failed} />
            <StatCard
              title="Cancelados"
              value={data.counts.cancelled}
              hint="Lidos no site antes do envio, ou desligados"
            />
          </section>

          <CleanGetForm
            action={ADMIN_EMAILS_PATH}
            role="search"
            aria-label="Filtrar e-mails"
            className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <div className="space-y-1">
              <Label htmlFor="filtro-situacao">Situação</Label>
              <NativeSelect id="filtro-situacao" name={EMAIL_OUTBOX_PARAMS.status} defaultValue={filter.status ?? ""}>
                <option value="">Todas</option>
                {EMAIL_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {EMAIL_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="filtro-modelo">Modelo</Label>
              <NativeSelect id="filtro-modelo" name={EMAIL_OUTBOX_PARAMS.template} defaultValue={filter.template ?? ""}>
                <option value="">Todos</option>
                {EMAIL_TEMPLATES.map((template) => (
                  <option key={template} value={template}>
                    {EMAIL_TEMPLATE_LABELS[template]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex gap-2">
              <Button type="submit">Filtrar</Button>
              {filtered ? (
                <Button asChild variant="ghost">
                  <Link href={ADMIN_EMAILS_PATH}>Limpar</Link>
                </Button>
              ) : null}
            </div>
          </CleanGetForm>

          <TitledSection id="lista-emails" title={formatCount(data.total, "e-mail", "e-mails")}>
            <OutboxTable emails={data.emails} />
            {pages > 1 ? (
              <nav aria-label="Páginas" className="flex items-center justify-between gap-3 pt-4 text-sm">
                {filter.page > 1 ? (
                  <Link href={`${ADMIN_EMAILS_PATH}${emailOutboxQuery({ ...filter, page: filter.page - 1 })}`}>
                    Anterior
                  </Link>
                ) : (
                  <span />
                )}
                <span>
                  Página {filter.page} de {pages}
                </span>
                {filter.page < pages ? (
                  <Link href={`${ADMIN_EMAILS_PATH}${emailOutboxQuery({ ...filter, page: filter.page + 1 })}`}>
                    Próxima
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </TitledSection>
        </>
      ) : (
        <LoadErrorAlert message="Não foi possível carregar os e-mails da fila." />
      )}
    </div>
  )
}
