import { toCsv } from "@/lib/csv"
import { getViewer } from "@/lib/auth"
import { getProjectForEdit, listParticipants } from "@/lib/data/projects"
import { formatDateTime } from "@/lib/format"
import { canManageProject } from "@/lib/projects-auth"
import { projectIdSchema } from "@/lib/validations/projects"

/** The participant list as CSV (the newsletter's injection-safe writer), for the project's instructors and admins. */
export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const parsed = projectIdSchema.safeParse({ projectId: (await ctx.params).id })
  if (!parsed.success) return Response.json({ error: "Projeto inválido." }, { status: 400 })
  const viewer = await getViewer()
  if (!viewer) return Response.json({ error: "Entre na sua conta." }, { status: 401 })
  if (!(await canManageProject(viewer, parsed.data.projectId))) {
    return Response.json({ error: "Acesso negado." }, { status: 403 })
  }
  const project = await getProjectForEdit(parsed.data.projectId)
  if (!project) return Response.json({ error: "Projeto não encontrado." }, { status: 404 })
  const rows = (await listParticipants(project.id)).map((p) => [
    p.fullName,
    p.email,
    p.status === "confirmed" ? "Confirmada" : "Lista de espera",
    p.waitlistPosition,
    formatDateTime(p.createdAt),
  ])
  const csv = toCsv(["Nome", "Email", "Situação", "Posição na espera", "Data da inscrição"], rows)
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="participantes-${project.slug}.csv"`,
      "Cache-Control": "private, no-store",
    },
  })
}
