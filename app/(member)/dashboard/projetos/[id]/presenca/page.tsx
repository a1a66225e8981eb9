import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { connection } from "next/server"

import { canIssueCertificates, canMark, defaultSession, getAttendanceSheet, markKey } from "@/lib/data/attendance"
import { getProjectForEdit } from "@/lib/data/projects"
import { formatDateTimeRange } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { MANAGE_PROJECTS_PATH } from "@/lib/projects"
import { canManageProject, requireProjectManager } from "@/lib/projects-auth"
import { projectIdSchema } from "@/lib/validations/projects"
import { AttendanceSheet } from "@/components/projects/attendance-sheet"
import { IssueCertificatesForm } from "@/components/projects/issue-certificates-form"
import { TitledSection } from "@/components/layout/titled-section"
import { issueCertificates, markAttendance } from "./actions"

export const metadata: Metadata = pageMetadata({ title: "Presença", path: MANAGE_PROJECTS_PATH, noIndex: true })

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ encontro?: string | string[] }> }

/**
 * The attendance sheet of a project, for its instructors and admins (issue #36): made for the
 * phone in the room. Choose a session (the one happening now by default), mark each confirmed
 * participant, and issue the certificates once the last session has started.
 */
export default async function AttendancePage({ params, searchParams }: Props) {
  const { id } = await params
  const chosen = (await searchParams).encontro
  const path = `${MANAGE_PROJECTS_PATH}/${encodeURIComponent(id)}/presenca`
  const viewer = await requireProjectManager(path)
  // Per request: which session is "now" and whether certificates may be issued depend on the clock.
  await connection()
  const parsed = projectIdSchema.safeParse({ projectId: id })
  if (!parsed.success || !(await canManageProject(viewer, parsed.data.projectId))) notFound()
  const [project, sheet] = await Promise.all([
    getProjectForEdit(parsed.data.projectId),
    getAttendanceSheet(parsed.data.projectId),
  ])
  if (!project || !sheet) notFound()
  const now = sheet.readAt
  const session =
    sheet.sessions.find((s) => s.id === (Array.isArray(chosen) ? chosen[0] : chosen)) ??
    defaultSession(sheet.sessions, now)
  const managePath = `${MANAGE_PROJECTS_PATH}/${project.id}`

  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-8">
      <header className="space-y-2">
        <Link href={managePath} className="text-muted-foreground text-sm underline">
          Voltar para o projeto
        </Link>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Presença: {project.title}</h1>
      </header>

      {session ? (
        <>
          <nav aria-label="Encontros" className="space-y-2">
            <h2 className="text-lg font-semibold">Encontro</h2>
            <ul className="flex flex-wrap gap-2">
              {sheet.sessions.map((s) => (
                <li key={s.id}>
                  <Link
                    href={`${path}?encontro=${s.id}`}
                    aria-current={s.id === session.id ? "page" : undefined}
                    className="aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground block rounded-md border px-3 py-1.5 text-sm"
                  >
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="encontro-atual" className="space-y-3">
            <div>
              <h2 id="encontro-atual" className="text-xl font-semibold break-words">
                {session.title}
              </h2>
              <p className="text-muted-foreground text-sm">{formatDateTimeRange(session.startsAt, session.endsAt)}</p>
            </div>
            {canMark(session, now) ? null : (
              <p className="text-muted-foreground text-sm">
                Este encontro ainda não começou: a presença pode ser registrada a partir de uma hora antes.
              </p>
            )}
            {sheet.participants.length === 0 ? (
              <p className="text-muted-foreground">Nenhuma participante confirmada.</p>
            ) : (
              <AttendanceSheet
                projectId={project.id}
                sessionId={session.id}
                open={canMark(session, now)}
                mark={markAttendance}
                rows={sheet.participants.map((p) => ({
                  ...p,
                  present: sheet.marks[markKey(session.id, p.userId)] ?? null,
                }))}
              />
            )}
          </section>
        </>
      ) : (
        <p className="text-muted-foreground">
          Este projeto ainda não tem encontros.{" "}
          <Link href={`${managePath}#encontros`} className="underline">
            Adicione os encontros
          </Link>{" "}
          para registrar a presença.
        </p>
      )}

      <TitledSection id="certificados" title="Certificados">
        <div className="space-y-3">
          <p className="text-muted-foreground text-sm">
            Recebe o certificado quem esteve em pelo menos {sheet.certificateShare}% dos {sheet.sessions.length}{" "}
            encontros. Para mudar essa presença mínima, edite o projeto.
          </p>
          {canIssueCertificates(sheet.sessions, now) ? null : (
            <p className="text-muted-foreground text-sm">
              Os certificados podem ser emitidos depois que o último encontro começar.
            </p>
          )}
          <IssueCertificatesForm
            projectId={project.id}
            ready={canIssueCertificates(sheet.sessions, now)}
            action={issueCertificates}
          />
        </div>
      </TitledSection>
    </div>
  )
}
