import Link from "next/link"
import { HandshakeIcon } from "lucide-react"

import { formatDateTimeRange } from "@/lib/format"
import { conversationPath } from "@/lib/members-url"
import { MENTORING_PATH } from "@/lib/mentoring/paths"
import type { MentoringSession } from "@/lib/mentoring/types"
import { DashboardListCard } from "@/components/dashboard/dashboard-card"

/**
 * "Mentoria" (issue #40): her upcoming mentoring sessions, as mentor or mentee, soonest first, and
 * the way to the mentoring page; null when they failed to load.
 */
export function MyMentoringCard({ sessions }: { sessions: MentoringSession[] | null }) {
  return (
    <DashboardListCard
      icon={HandshakeIcon}
      title="Mentoria"
      description="Suas próximas sessões de mentoria, como mentora ou mentorada."
      link={{ href: MENTORING_PATH, label: "Abrir mentoria" }}
      items={sessions}
      failed="Não foi possível carregar suas mentorias agora."
      empty="Nenhuma sessão de mentoria marcada. Encontre mentoras para você."
    >
      {(items) => (
        <ul className="space-y-2 text-sm" aria-label="Próximas mentorias">
          {items.slice(0, 5).map((session) => (
            <li key={session.id}>
              <Link
                href={conversationPath(session.conversationId)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {session.topic}
              </Link>
              <span className="text-muted-foreground block">
                {formatDateTimeRange(session.startsAt, session.endsAt)} ·{" "}
                {session.role === "mentor" ? "mentorada" : "mentora"}: {session.other.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardListCard>
  )
}
