import type { Metadata } from "next"
import Link from "next/link"
import { PlugZap, RefreshCw } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { countSyncLog, listSyncLog } from "@/lib/data/newsletter"
import { isMailRelayConfigured } from "@/lib/mail/mailrelay"
import { ActionToastButton } from "@/components/admin/mailrelay/action-toast-button"
import { MailRelayNotConfigured } from "@/components/admin/mailrelay/not-configured-alert"
import { RefreshButton } from "@/components/admin/mailrelay/refresh-button"
import { SyncLogTable } from "@/components/admin/mailrelay/sync-log-table"
import { forceMailRelaySync, testMailRelayConnection } from "./actions"
import { StatCard } from "@/components/admin/shell/stat-card"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { LoadErrorAlert } from "@/components/admin/shared/load-error-alert"
import { TitledSection } from "@/components/layout/titled-section"
import { adminMetadata } from "../_shared/metadata"

export const metadata: Metadata = adminMetadata({
  title: "Sincronização MailRelay",
  description: "Fila de sincronização com o MailRelay.",
  path: "/admin/mailrelay",
})

// Spec section 9: the dashboard shows the 100 newest operations.
const LOG_LIMIT = 100

export default function MailRelayPage() {
  return (
    <AdminSuspense>
      <MailRelayScreen />
    </AdminSuspense>
  )
}

async function MailRelayScreen() {
  await guardRoute("/admin/mailrelay")
  const configured = isMailRelayConfigured()
  let data
  try {
    const [counts, log] = await Promise.all([countSyncLog(), listSyncLog(LOG_LIMIT)])
    data = { counts, log }
  } catch (error) {
    console.error("[admin.mailrelay.load]", error)
    data = null
  }

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Sincronização MailRelay"
        description="Operações enviadas ao MailRelay a partir da newsletter."
      >
        <div className="flex flex-wrap gap-2">
          <ActionToastButton
            action={testMailRelayConnection}
            label="Testar Conexão"
            pendingLabel="Testando..."
            successTitle="Conexão OK"
            errorTitle="Erro"
            variant="outline"
            icon={<PlugZap aria-hidden="true" />}
          />
          <ActionToastButton
            action={forceMailRelaySync}
            label={`Sincronizar Pendentes (${data?.counts.pending ?? 0})`}
            pendingLabel="Sincronizando..."
            successTitle="Sincronização iniciada"
            errorTitle="Erro"
            disabled={!data || data.counts.pending === 0}
            refreshAfterMs={2000}
            icon={<RefreshCw aria-hidden="true" />}
          />
          <RefreshButton />
        </div>
      </AdminPageHeader>

      {configured ? null : <MailRelayNotConfigured />}

      <p className="text-muted-foreground text-sm">
        Os e-mails que a própria plataforma envia (notificações, resumos, lembretes e confirmações) estão em{" "}
        <Link href="/admin/emails" className="text-foreground underline underline-offset-4">
          E-mails enviados
        </Link>
        .
      </p>

      {data ? (
        <>
          <section aria-label="Contadores" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard title="Total" value={data.counts.total} />
            <StatCard title="Pendentes" value={data.counts.pending} />
            <StatCard title="Concluídas" value={data.counts.completed} />
            <StatCard title="Falharam" value={data.counts.failed} />
          </section>
          <TitledSection id="log-heading" title="Log de Sincronização">
            <SyncLogTable entries={data.log} />
          </TitledSection>
        </>
      ) : (
        <LoadErrorAlert message="Não foi possível carregar as operações de sincronização." />
      )}
    </div>
  )
}
