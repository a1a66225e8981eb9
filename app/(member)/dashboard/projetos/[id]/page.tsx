import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { listProjectLearningForEdit } from "@/lib/data/project-learning"
import { getProjectForEdit, listParticipants, listPartnerOptions } from "@/lib/data/projects"
import { formatDateTime, formatDateTimeLocalInput } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { displayableCoverUrl } from "@/lib/images/project-cover"
import { MANAGE_PROJECTS_PATH, projectPath } from "@/lib/projects"
import { canManageProject, requireProjectManager } from "@/lib/projects-auth"
import { projectIdSchema } from "@/lib/validations/projects"
import { Button } from "@/components/ui/button"
import { ProjectForm } from "@/components/projects/project-form"
import { ProjectInstructorsEditor } from "@/components/projects/project-instructors-editor"
import { ProjectLearningEditor } from "@/components/projects/project-learning-editor"
import { ProjectSessionsEditor } from "@/components/projects/project-sessions-editor"
import { TitledSection } from "@/components/layout/titled-section"
import {
  addProjectInstructor,
  addProjectLearning,
  addProjectSession,
  deleteProjectSession,
  removeProjectInstructor,
  removeProjectLearning,
  searchInstructorsByName,
  searchLearningByTitle,
  updateProject,
  updateProjectSession,
} from "../actions"

export const metadata: Metadata = pageMetadata({ title: "Editar projeto", path: MANAGE_PROJECTS_PATH, noIndex: true })

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ capa?: string | string[] }> }

export default async function EditProjectPage({ params, searchParams }: Props) {
  const { id } = await params
  const coverFailed = (await searchParams).capa === "erro"
  const viewer = await requireProjectManager(`${MANAGE_PROJECTS_PATH}/${encodeURIComponent(id)}`)
  const parsed = projectIdSchema.safeParse({ projectId: id })
  if (!parsed.success || !(await canManageProject(viewer, parsed.data.projectId))) notFound()
  const project = await getProjectForEdit(parsed.data.projectId)
  if (!project) notFound()
  const [participants, partners, learning] = await Promise.all([
    listParticipants(project.id),
    listPartnerOptions(),
    listProjectLearningForEdit(project.id),
  ])

  return (
    <div className="container mx-auto max-w-4xl space-y-10 px-4 py-10">
      <header className="space-y-2">
        <Link href={MANAGE_PROJECTS_PATH} className="text-muted-foreground text-sm underline">
          Voltar para meus projetos
        </Link>
        <h1 className="text-3xl font-bold tracking-tight">{project.title}</h1>
        {/* No prefetch: a prefetch racing an edit here could cache the public page as it was. */}
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href={projectPath(project.slug)} prefetch={false} className="text-sm underline">
            Ver a página pública
          </Link>
          <Link href={`${MANAGE_PROJECTS_PATH}/${project.id}/presenca`} className="text-sm underline">
            Presença e certificados
          </Link>
        </div>
        {coverFailed ? (
          <p role="alert" className="text-destructive text-sm">
            O projeto foi criado, mas não foi possível enviar a capa. Escolha a imagem de novo abaixo.
          </p>
        ) : null}
      </header>

      <section aria-labelledby="participantes" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="participantes" className="text-xl font-semibold">
            Participantes ({project.confirmedCount}/{project.capacity} confirmadas, {project.waitlistCount} na espera)
          </h2>
          <Button asChild variant="outline" size="sm">
            <a href={`${MANAGE_PROJECTS_PATH}/${project.id}/participantes.csv`} download>
              Exportar CSV
            </a>
          </Button>
        </div>
        {participants.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma inscrição ainda.</p>
        ) : (
          // A phone scrolls the table sideways inside its own box (focusable, so the keyboard can too).
          <div role="region" aria-label="Tabela de participantes" tabIndex={0} className="overflow-x-auto">
            <table className="w-full min-w-xl text-left text-sm">
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2">
                    Nome
                  </th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Situação</th>
                  <th scope="col">Inscrição</th>
                </tr>
              </thead>
              <tbody>
                {participants.map((p) => (
                  <tr key={p.userId} className="border-b">
                    <td className="py-2 pr-3">{p.fullName}</td>
                    <td className="pr-3 break-all">{p.email}</td>
                    <td>{p.status === "confirmed" ? "Confirmada" : `Lista de espera (${p.waitlistPosition})`}</td>
                    <td>{formatDateTime(p.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <TitledSection id="encontros" title="Encontros">
        <ProjectSessionsEditor
          projectId={project.id}
          sessions={project.sessions.map((session) => ({
            id: session.id,
            title: session.title,
            starts_at: formatDateTimeLocalInput(session.startsAt),
            ends_at: formatDateTimeLocalInput(session.endsAt),
          }))}
          add={addProjectSession}
          update={updateProjectSession}
          remove={deleteProjectSession}
        />
      </TitledSection>

      {/* Admins and the project's own instructors (checked above) name instructors; admins remove them. */}
      <TitledSection id="instrutoras" title="Instrutoras">
        <ProjectInstructorsEditor
          projectId={project.id}
          instructors={project.instructors}
          add={addProjectInstructor}
          remove={viewer.isAdmin ? removeProjectInstructor : undefined}
          search={searchInstructorsByName}
        />
      </TitledSection>

      <TitledSection id="materiais" title="Materiais do projeto">
        <ProjectLearningEditor
          projectId={project.id}
          links={learning}
          add={addProjectLearning}
          remove={removeProjectLearning}
          search={searchLearningByTitle}
        />
      </TitledSection>

      <TitledSection id="editar" title="Editar projeto">
        <ProjectForm
          action={updateProject}
          partners={partners}
          submitLabel="Salvar alterações"
          initial={{
            projectId: project.id,
            coverUrl: displayableCoverUrl(project.coverUrl, project.id),
            title: project.title,
            slug: project.slug,
            kind: project.kind,
            summary: project.summary,
            description: project.descriptionHtml,
            format: project.format,
            city: project.city ?? "",
            state: project.state ?? "",
            starts_at: formatDateTimeLocalInput(project.startsAt),
            ends_at: formatDateTimeLocalInput(project.endsAt),
            capacity: String(project.capacity),
            status: project.status,
            partner_business_id: project.partnerBusinessId ?? "",
            certificate_share: String(project.certificateShare),
          }}
        />
      </TitledSection>
    </div>
  )
}
