import type { Metadata } from "next"
import Link from "next/link"

import { guardRoute } from "@/lib/auth"
import {
  listMessageReports,
  listReportedConversation,
  type MessageReport,
  type ReportedMessage,
} from "@/lib/data/message-moderation"
import { formatDateTime } from "@/lib/format"
import { formatCount } from "@/lib/number-format"
import { cn } from "@/lib/utils"
import { MESSAGE_REPORT_ACTION_LABELS, MESSAGE_REPORT_REASON_LABELS } from "@/lib/validations/message-moderation"
import { Badge } from "@/components/ui/badge"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { TitledSection } from "@/components/layout/titled-section"

import { resolveMessageReportAction } from "./actions"
import { ResolveForm } from "./_components/resolve-form"
import { adminMetadata } from "../_shared/metadata"

const PATH = "/admin/mensagens"
const INTRO =
  "Denúncias de conversas entre associadas. Leia a conversa denunciada e decida: arquivar, advertir, silenciar ou suspender."

export const metadata: Metadata = adminMetadata({ title: "Mensagens", description: INTRO, path: PATH })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export default function AdminMessagesPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <Guarded searchParams={searchParams} />
    </AdminSuspense>
  )
}

const reportHref = (id: string) => `${PATH}?denuncia=${id}#conversa-denunciada`

const STATUS_LABELS = { open: "Aberta", resolved: "Resolvida", dismissed: "Arquivada" } as const

async function Guarded({ searchParams }: Props) {
  await guardRoute(PATH)
  const params = await searchParams
  const wanted = typeof params.denuncia === "string" && UUID.test(params.denuncia) ? params.denuncia : null
  const reports = await listMessageReports()
  // The report asked for in the address, else the one waiting longest: the page opens on work to do.
  const selected = reports.find((report) => report.id === wanted) ?? reports.find((r) => r.status === "open") ?? null
  const messages = selected ? await listReportedConversation(selected.conversationId) : []
  const open = reports.filter((report) => report.status === "open").length
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader badge="Administradora" title="Mensagens" description={INTRO} />
      <p className="text-muted-foreground text-sm" role="status">
        {open > 0 ? formatCount(open, "denúncia aberta", "denúncias abertas") : "Nenhuma denúncia aberta."}{" "}
        <Link href="/diretrizes" className="text-foreground underline underline-offset-4">
          Diretrizes da comunidade
        </Link>
      </p>
      {wanted && !reports.some((report) => report.id === wanted) ? (
        <p className="text-destructive text-sm">Denúncia não encontrada. Escolha uma da lista.</p>
      ) : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <TitledSection id="fila-denuncias" title="Denúncias">
          {reports.length === 0 ? (
            <p className="text-muted-foreground text-sm">Nenhuma conversa foi denunciada até agora.</p>
          ) : (
            <ul className="space-y-3">
              {reports.map((report) => (
                <li key={report.id}>
                  <ReportCard report={report} current={report.id === selected?.id} />
                </li>
              ))}
            </ul>
          )}
        </TitledSection>
        {selected ? <ReportDetail report={selected} messages={messages} /> : null}
      </div>
    </div>
  )
}

function ReportCard({ report, current }: { report: MessageReport; current: boolean }) {
  const reported = report.reported?.name ?? "Ex-associada"
  return (
    <Link
      href={reportHref(report.id)}
      aria-current={current ? "true" : undefined}
      className={cn(
        "bg-card hover:bg-muted/60 focus-visible:ring-ring block rounded-xl border p-4 [overflow-wrap:anywhere] transition-colors outline-none focus-visible:ring-2",
        current && "border-primary ring-primary/30 ring-2"
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant={report.status === "open" ? "destructive" : "secondary"}>{STATUS_LABELS[report.status]}</Badge>
        <span className="font-semibold">{MESSAGE_REPORT_REASON_LABELS[report.reason] ?? report.reason}</span>
      </span>
      <span className="mt-2 block text-sm">
        Denunciada: <span className="font-medium">{reported}</span>
      </span>
      <span className="text-muted-foreground block text-sm">
        Por {report.reporter?.name ?? "Ex-associada"} em {formatDateTime(report.createdAt)}
      </span>
      {report.details ? (
        <span className="text-muted-foreground mt-1 line-clamp-2 block text-sm break-words">“{report.details}”</span>
      ) : null}
    </Link>
  )
}

function ReportDetail({ report, messages }: { report: MessageReport; messages: ReportedMessage[] }) {
  const reportedName = report.reported?.name ?? "Ex-associada"
  return (
    <TitledSection
      id="conversa-denunciada"
      title={`Conversa denunciada: ${reportedName}`}
      className="scroll-mt-24 space-y-6"
    >
      <dl className="grid gap-x-6 gap-y-2 text-sm [overflow-wrap:anywhere] sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Motivo</dt>
        <dd className="font-medium">{MESSAGE_REPORT_REASON_LABELS[report.reason] ?? report.reason}</dd>
        <dt className="text-muted-foreground">Detalhes</dt>
        <dd className="break-words whitespace-pre-line">{report.details || "Sem detalhes."}</dd>
        <dt className="text-muted-foreground">Quem denunciou</dt>
        <dd>
          {report.reporter?.name ?? "Ex-associada"}
          {report.reporter?.email ? <span className="text-muted-foreground"> ({report.reporter.email})</span> : null}
        </dd>
        <dt className="text-muted-foreground">Denunciada</dt>
        <dd>
          {reportedName}
          {report.reported?.email ? <span className="text-muted-foreground"> ({report.reported.email})</span> : null}
        </dd>
        <dt className="text-muted-foreground">Data</dt>
        <dd>{formatDateTime(report.createdAt)}</dd>
      </dl>

      <section aria-labelledby="mensagens-da-conversa" className="space-y-3">
        <h3 id="mensagens-da-conversa" className="text-lg font-semibold">
          Mensagens ({messages.length})
        </h3>
        {messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">A conversa não tem mensagens.</p>
        ) : (
          <ol
            className="bg-muted/30 max-h-[32rem] space-y-3 overflow-y-auto rounded-xl border p-3"
            tabIndex={0}
            aria-labelledby="mensagens-da-conversa"
          >
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                reported={message.id === report.messageId}
                fromReported={!!report.reported && message.senderId === report.reported.id}
              />
            ))}
          </ol>
        )}
      </section>

      {report.status === "open" ? (
        <section aria-labelledby="decidir-denuncia" className="space-y-3 rounded-xl border p-4">
          <h3 id="decidir-denuncia" className="text-lg font-semibold">
            Decidir
          </h3>
          <ResolveForm action={resolveMessageReportAction} reportId={report.id} reportedName={reportedName} />
        </section>
      ) : (
        <section aria-labelledby="decisao-tomada" className="space-y-2 rounded-xl border p-4 text-sm">
          <h3 id="decisao-tomada" className="text-lg font-semibold">
            Decisão
          </h3>
          <p>
            <span className="font-medium">
              {report.resolution ? MESSAGE_REPORT_ACTION_LABELS[report.resolution] : STATUS_LABELS[report.status]}
            </span>
            {report.resolvedAt ? ` em ${formatDateTime(report.resolvedAt)}` : ""}
            {report.resolverName ? ` por ${report.resolverName}` : ""}.
          </p>
          {report.resolutionNote ? <p className="break-words whitespace-pre-line">{report.resolutionNote}</p> : null}
        </section>
      )}
    </TitledSection>
  )
}

function MessageItem({
  message,
  reported,
  fromReported,
}: {
  message: ReportedMessage
  reported: boolean
  fromReported: boolean
}) {
  return (
    <li
      className={cn(
        "bg-background rounded-lg border p-3 text-sm",
        fromReported && "border-l-destructive border-l-4",
        reported && "ring-destructive/50 ring-2"
      )}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">{message.senderName}</span>
        <span className="text-muted-foreground text-xs">{formatDateTime(message.createdAt)}</span>
      </p>
      {reported ? <p className="text-destructive mt-1 text-xs font-semibold">Mensagem denunciada</p> : null}
      {message.quote ? (
        <p className="text-muted-foreground mt-1 border-l-2 pl-2 text-xs">Sobre: {message.quote.title}</p>
      ) : null}
      {message.removed ? (
        <p className="text-muted-foreground mt-1 italic">{message.body || "mensagem removida"}</p>
      ) : message.body ? (
        <p className="mt-1 break-words whitespace-pre-line">{message.body}</p>
      ) : null}
      {message.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a signed private address, not for the optimiser
        <img
          src={message.imageUrl}
          alt={`Imagem enviada por ${message.senderName}`}
          className="mt-2 max-h-64 rounded-md border"
          loading="lazy"
        />
      ) : null}
    </li>
  )
}
