import type { Metadata } from "next"
import Form from "next/form"
import { Download, RefreshCw, Search } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { filterSubscribers, listNewsletterSubscribers, listSyncLog, newsletterStats } from "@/lib/data/newsletter"
import { parseStatusParam, SUBSCRIBER_STATUS_PARAMS, type SubscriberStatus } from "@/lib/newsletter"
import { isMailRelayConfigured } from "@/lib/mail/mailrelay"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { ActionToastButton } from "@/components/admin/mailrelay/action-toast-button"
import { MailRelayNotConfigured } from "@/components/admin/mailrelay/not-configured-alert"
import { AccessDenied } from "@/components/admin/newsletter/access-denied"
import { NewsletterStats } from "@/components/admin/newsletter/newsletter-stats"
import { RecentSyncLog } from "@/components/admin/newsletter/recent-sync-log"
import { StatusSelect } from "@/components/admin/newsletter/status-select"
import { SubscriberTable } from "@/components/admin/newsletter/subscriber-table"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { LoadErrorScreen } from "@/components/admin/shared/load-error-alert"
import { TitledSection } from "@/components/layout/titled-section"
import { syncNewsletter } from "./actions"
import { adminMetadata } from "../_shared/metadata"

const INTRO = "Assinantes da newsletter e sincronização com o MailRelay."

export const metadata: Metadata = adminMetadata({
  title: "Gerenciar Newsletter",
  description: INTRO,
  path: "/admin/newsletter",
})

type Props = { searchParams: Promise<{ q?: string | string[]; status?: string | string[] }> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

// Spec section 9: the screen fetches the 50 newest log rows and shows 10.
const LOG_FETCH = 50
const LOG_SHOWN = 10

export default function NewsletterPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <NewsletterScreen searchParams={searchParams} />
    </AdminSuspense>
  )
}

async function NewsletterScreen({ searchParams }: Props) {
  const { decision } = await guardRoute("/admin/newsletter")
  // proxy.ts already answered this request with HTTP 403 by the same rule.
  if (decision.action === "forbidden") return <AccessDenied />

  const params = await searchParams
  const query = first(params.q)?.trim().slice(0, 200) ?? ""
  const status = parseStatusParam(first(params.status))

  let data: Awaited<ReturnType<typeof load>>
  try {
    data = await load(query, status)
  } catch (error) {
    console.error("[admin.newsletter.load]", error)
    return <LoadErrorScreen title="Gerenciar Newsletter" message="Erro ao carregar dados da newsletter." />
  }
  const { subscribers, all, log } = data
  const configured = isMailRelayConfigured()
  const filters = new URLSearchParams()
  if (query) filters.set("q", query)
  if (status) filters.set("status", SUBSCRIBER_STATUS_PARAMS[status])
  const exportHref = `/admin/newsletter/export${filters.size ? `?${filters}` : ""}`

  return (
    <div className="space-y-8">
      <AdminPageHeader title="Gerenciar Newsletter" description={INTRO}>
        <div className="flex flex-wrap gap-2">
          <ActionToastButton
            action={syncNewsletter}
            label="Sincronizar MailRelay"
            pendingLabel="Sincronizando..."
            successTitle="Sincronização iniciada"
            errorTitle="Erro na sincronização"
            refreshAfterMs={2000}
            icon={<RefreshCw aria-hidden="true" />}
          />
          <Button asChild variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Exportar CSV
            </a>
          </Button>
        </div>
      </AdminPageHeader>

      {configured ? null : <MailRelayNotConfigured />}

      <NewsletterStats {...newsletterStats(all)} />

      <section aria-labelledby="subscribers-heading" className="space-y-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <h2 id="subscribers-heading" className="text-xl font-semibold">
            Assinantes
          </h2>
          <Form
            action="/admin/newsletter"
            role="search"
            className="flex w-full flex-wrap gap-2 md:max-w-xl md:flex-nowrap"
          >
            <Input
              type="search"
              name="q"
              defaultValue={query}
              placeholder="Buscar por nome ou email..."
              aria-label="Buscar por nome ou email"
              className="min-w-48 flex-1"
            />
            <StatusSelect value={status} />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              Buscar
            </Button>
          </Form>
        </div>
        <p className="text-muted-foreground text-sm" role="status">
          {query || status ? `${subscribers.length} de ${all.length} assinantes` : `${all.length} assinantes`}
        </p>
        <SubscriberTable rows={subscribers} filtered={Boolean(query || status)} />
      </section>

      <TitledSection id="log-heading" title="Log de Sincronização">
        <RecentSyncLog entries={log.slice(0, LOG_SHOWN)} />
      </TitledSection>
    </div>
  )
}

async function load(query: string, status: SubscriberStatus | null) {
  const [all, log] = await Promise.all([listNewsletterSubscribers(), listSyncLog(LOG_FETCH)])
  const subscribers = filterSubscribers(all, { query, status })
  return { all, subscribers, log }
}
