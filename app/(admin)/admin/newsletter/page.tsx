import { Suspense } from "react"
import type { Metadata } from "next"
import Form from "next/form"
import { Download, RefreshCw, Search } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { listNewsletterSubscribers, listSyncLog, matchesSearch, newsletterStats } from "@/lib/data/newsletter"
import { pageMetadata } from "@/lib/metadata"
import { isMailRelayConfigured } from "@/lib/services/mailrelay"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { ActionToastButton } from "@/components/admin/mailrelay/action-toast-button"
import { LoadErrorToast } from "@/components/admin/mailrelay/load-error-toast"
import { MailRelayNotConfigured } from "@/components/admin/mailrelay/not-configured-alert"
import { AccessDenied } from "@/components/admin/newsletter/access-denied"
import { NewsletterStats } from "@/components/admin/newsletter/newsletter-stats"
import { RecentSyncLog } from "@/components/admin/newsletter/recent-sync-log"
import { SubscriberTable } from "@/components/admin/newsletter/subscriber-table"
import { syncNewsletter } from "./actions"
import { AdminLoading } from "@/components/admin/shell/admin-loading"

export const metadata: Metadata = pageMetadata({
  title: "Gerenciar Newsletter",
  description: "Assinantes da newsletter e sincronização com o MailRelay.",
  path: "/admin/newsletter",
  noIndex: true,
})

type Props = { searchParams: Promise<{ q?: string | string[] }> }

// Spec section 9: the screen fetches the 50 newest log rows and shows 10.
const LOG_FETCH = 50
const LOG_SHOWN = 10

export default function NewsletterPage({ searchParams }: Props) {
  return (
    <Suspense fallback={<AdminLoading />}>
      <NewsletterScreen searchParams={searchParams} />
    </Suspense>
  )
}

async function NewsletterScreen({ searchParams }: Props) {
  const { decision } = await guardRoute("/admin/newsletter")
  // proxy.ts already answered this request with HTTP 403 by the same rule.
  if (decision.action === "forbidden") return <AccessDenied />

  const raw = (await searchParams).q
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? ""

  let data: Awaited<ReturnType<typeof load>>
  try {
    data = await load(query)
  } catch (error) {
    console.error("[admin.newsletter.load]", error)
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Gerenciar Newsletter</h1>
        <LoadErrorToast message="Erro ao carregar dados da newsletter." />
        <p role="alert" className="text-destructive">
          Erro ao carregar dados da newsletter.
        </p>
      </div>
    )
  }
  const { subscribers, all, log } = data
  const configured = isMailRelayConfigured()
  const exportHref = `/admin/newsletter/export${query ? `?q=${encodeURIComponent(query)}` : ""}`

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Gerenciar Newsletter</h1>
          <p className="text-muted-foreground">Assinantes da newsletter e sincronização com o MailRelay.</p>
        </div>
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
      </header>

      {configured ? null : <MailRelayNotConfigured />}

      <NewsletterStats {...newsletterStats(all)} />

      <section aria-labelledby="subscribers-heading" className="space-y-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <h2 id="subscribers-heading" className="text-xl font-semibold">
            Assinantes
          </h2>
          <Form action="/admin/newsletter" role="search" className="flex w-full gap-2 md:max-w-md">
            <Input
              type="search"
              name="q"
              defaultValue={query}
              placeholder="Buscar por nome ou email..."
              aria-label="Buscar por nome ou email"
            />
            <Button type="submit" variant="secondary">
              <Search aria-hidden="true" />
              Buscar
            </Button>
          </Form>
        </div>
        <p className="text-muted-foreground text-sm" role="status">
          {query ? `${subscribers.length} de ${all.length} assinantes` : `${all.length} assinantes`}
        </p>
        <SubscriberTable rows={subscribers} query={query} />
      </section>

      <section aria-labelledby="log-heading" className="space-y-4">
        <h2 id="log-heading" className="text-xl font-semibold">
          Log de Sincronização
        </h2>
        <RecentSyncLog entries={log.slice(0, LOG_SHOWN)} />
      </section>
    </div>
  )
}

async function load(query: string) {
  const [all, log] = await Promise.all([listNewsletterSubscribers(), listSyncLog(LOG_FETCH)])
  const subscribers = all.filter((row) => matchesSearch(row, query))
  return { all, subscribers, log }
}
