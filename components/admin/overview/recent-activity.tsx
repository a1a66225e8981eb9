import type { AuditEntry } from "@/lib/data/admin-stats"
import { describeAuditAction } from "@/lib/admin-activity"
import { formatDateTime, formatRelativeTime, SITE_TIME_ZONE } from "@/lib/format"
import { CardSection } from "@/components/admin/shared/card-section"

const detail = (entry: AuditEntry, key: string) => {
  const value = entry.details[key]
  return typeof value === "string" || typeof value === "number" ? String(value) : null
}

export function RecentActivity({ entries }: { entries: AuditEntry[] }) {
  return (
    <CardSection id="atividade-recente" title="Atividade recente">
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma atividade administrativa registrada ainda.</p>
      ) : (
        <ol className="divide-y">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between sm:gap-4">
              <p>
                <span className="font-medium">{entry.actorName ?? "Sistema"}</span> {describeAuditAction(entry)}
                {entry.targetType === "profile" ? (
                  <>
                    {" "}
                    <span className="font-medium">{entry.targetName ?? "uma conta removida"}</span>
                  </>
                ) : null}
                {/* Directory entries carry the business's name in their details. */}
                {entry.targetType === "business" || entry.targetType === "business_review" ? (
                  <>
                    {" "}
                    <span className="font-medium">{detail(entry, "name") ?? "um negócio removido"}</span>
                  </>
                ) : null}
                {entry.targetType === "product" ? (
                  <>
                    {" "}
                    <span className="font-medium">{detail(entry, "name") ?? "um produto removido"}</span>
                  </>
                ) : null}
                {entry.targetType === "community_group" ? (
                  <>
                    {" "}
                    <span className="font-medium">{detail(entry, "group_name") ?? "um grupo removido"}</span>
                  </>
                ) : null}
              </p>
              <time
                dateTime={entry.createdAt}
                title={formatDateTime(entry.createdAt)}
                className="text-muted-foreground shrink-0 text-xs sm:text-sm"
              >
                {formatRelativeTime(entry.createdAt, { timeZone: SITE_TIME_ZONE })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </CardSection>
  )
}
