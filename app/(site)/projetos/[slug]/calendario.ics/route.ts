import { getViewer } from "@/lib/auth"
import { getMySignup, getProject } from "@/lib/data/projects"
import { buildIcs, type IcsEvent } from "@/lib/ics"
import { projectPath } from "@/lib/projects"
import { absoluteUrl } from "@/lib/site"
import { SLUG_PATTERN } from "@/lib/slug"

/**
 * The project's calendar file (its sessions, or its dates when it has none) for a member whose
 * sign-up is confirmed. Visitors get 401, others 404 or 403: it is hers, not a public feed.
 */
export async function GET(_request: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params
  if (!SLUG_PATTERN.test(slug)) return Response.json({ error: "Projeto inválido." }, { status: 400 })
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: "Entre na sua conta." }, { status: 401 })
  const project = await getProject(slug)
  if (!project) return Response.json({ error: "Projeto não encontrado." }, { status: 404 })
  const signup = await getMySignup(project.id, viewer.userId)
  if (signup?.status !== "confirmed") {
    return Response.json({ error: "Só quem tem inscrição confirmada recebe a agenda." }, { status: 403 })
  }
  const url = absoluteUrl(projectPath(project.slug))
  const location = project.format === "online" ? "Online" : `${project.city}/${project.state}`
  const events: IcsEvent[] = project.sessions.length
    ? project.sessions.map((session) => ({
        uid: `${session.id}@convergencia`,
        title: `${project.title}: ${session.title}`,
        start: new Date(session.startsAt),
        end: session.endsAt ? new Date(session.endsAt) : null,
        description: project.summary,
        location,
        url,
      }))
    : [
        {
          uid: `${project.id}@convergencia`,
          title: project.title,
          start: new Date(project.startsAt),
          end: project.endsAt ? new Date(project.endsAt) : null,
          description: project.summary,
          location,
          url,
        },
      ]
  return new Response(buildIcs(events), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${project.slug}.ics"`,
      "Cache-Control": "private, no-store",
    },
  })
}
