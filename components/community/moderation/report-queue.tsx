import Link from "next/link"

import type { FormAction } from "@/lib/action-state"
import { communityPostAnchor, communityTopicPath } from "@/lib/community"
import type { ReportItem } from "@/lib/data/community-moderation"
import { formatDateTime } from "@/lib/format"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { ActionButton } from "../action-button"
import { ReasonDialog } from "../reason-dialog"

export interface ReportQueueProps {
  reports: ReportItem[]
  hide: FormAction
  resolve: FormAction
  /** Show which group each report is from (the admin's queue spans every group). */
  showGroup?: boolean
}

const STATUS = { open: "Aberta", resolved: "Resolvida", dismissed: "Arquivada" } as const

/** Reported messages: what was said, why it was reported, and the moderation's two answers. */
export function ReportQueue({ reports, hide, resolve, showGroup = false }: ReportQueueProps) {
  if (reports.length === 0) return <p className="text-muted-foreground">Nenhuma denúncia por aqui.</p>
  return (
    <ul className="space-y-4" aria-label="Denúncias">
      {reports.map((report) => (
        <li key={report.id} className="rounded-lg border p-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={report.status === "open" ? "default" : "outline"}>{STATUS[report.status]}</Badge>
            {showGroup ? <span className="font-medium">{report.groupName}</span> : null}
            <span className="text-muted-foreground">
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </span>
          </div>
          <p className="mt-2 text-sm">
            <span className="font-medium">Motivo:</span> {report.reason}
          </p>
          <blockquote className="text-muted-foreground mt-2 border-l-4 pl-3 text-sm">
            {report.hiddenReason !== null ? (
              <em>Mensagem já ocultada ({report.hiddenReason}).</em>
            ) : (
              <>
                <span className="font-medium">{report.authorName}:</span> {report.excerpt || <em>(sem texto)</em>}
              </>
            )}
          </blockquote>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild variant="link" size="sm" className="px-0">
              <Link
                href={`${communityTopicPath(report.groupSlug, report.topicId)}#${communityPostAnchor(report.postId)}`}
              >
                Ver na conversa
              </Link>
            </Button>
            {report.status === "open" && report.hiddenReason === null ? (
              <ReasonDialog
                trigger={
                  <Button type="button" size="sm">
                    Ocultar mensagem
                  </Button>
                }
                title="Ocultar mensagem denunciada"
                description="O motivo aparece no lugar da mensagem e é enviado à autora; a denúncia é resolvida."
                label="Motivo"
                submitLabel="Ocultar mensagem"
                action={hide}
                fields={{ postId: report.postId, hide: "true" }}
              />
            ) : null}
            {report.status === "open" ? (
              <ActionButton
                action={resolve}
                fields={{ reportId: report.id, status: "dismissed" }}
                size="sm"
                variant="outline"
              >
                Arquivar denúncia
              </ActionButton>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
