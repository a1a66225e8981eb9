import { z } from "zod"

import { getViewer } from "@/lib/auth"
import { getMentoringSession } from "@/lib/data/mentoring"
import { MENTORING_PATH } from "@/lib/mentoring/paths"
import { mentoringSessionIcs } from "@/lib/mentoring/session-ics"
import { absoluteUrl, siteConfig } from "@/lib/site"

/**
 * A mentoring session's calendar file (issue #40), for its two participants only: on São Paulo's
 * clock (DTSTART;TZID=America/Sao_Paulo) with the zone's VTIMEZONE. Visitors get 401; an id that is
 * not one of her sessions is the same 404 as an unknown one. A cancelled session still answers, as
 * STATUS:CANCELLED, so a calendar that imported it can drop it.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params
  if (!z.uuid().safeParse(id).success) return Response.json({ error: "Sessão não encontrada." }, { status: 404 })
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: "Entre na sua conta." }, { status: 401 })
  const session = await getMentoringSession(id)
  if (!session) return Response.json({ error: "Sessão não encontrada." }, { status: 404 })
  const ics = mentoringSessionIcs({
    id: session.id,
    topic: session.topic,
    format: session.format,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    cancelled: session.status === "cancelled",
    otherName: session.role === "mentor" ? session.mentee.name : session.mentor.name,
    role: session.role,
    host: new URL(siteConfig.url).host,
    url: absoluteUrl(MENTORING_PATH),
  })
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="mentoria-${session.id.slice(0, 8)}.ics"`,
      "Cache-Control": "private, no-store",
    },
  })
}
