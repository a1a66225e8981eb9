import type { Metadata } from "next"

import { listPartnerOptions } from "@/lib/data/projects"
import { pageMetadata } from "@/lib/metadata"
import { MANAGE_PROJECTS_PATH } from "@/lib/projects"
import { requireProjectManager } from "@/lib/projects-auth"
import { NotInstructor } from "@/components/projects/not-instructor"
import { ProjectForm } from "@/components/projects/project-form"
import { createProject } from "../actions"

export const metadata: Metadata = pageMetadata({ title: "Novo projeto", path: MANAGE_PROJECTS_PATH, noIndex: true })

export default async function NewProjectPage() {
  const viewer = await requireProjectManager(`${MANAGE_PROJECTS_PATH}/novo`)
  if (!viewer.canManage) return <NotInstructor />
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Novo projeto</h1>
      <ProjectForm
        action={createProject}
        partners={await listPartnerOptions()}
        submitLabel="Criar projeto"
        initial={{
          title: "",
          slug: "",
          kind: "curso",
          summary: "",
          description: "",
          format: "online",
          city: "",
          state: "",
          starts_at: "",
          ends_at: "",
          capacity: "20",
          status: "inscricoes_abertas",
          partner_business_id: "",
          certificate_share: "75",
        }}
      />
    </div>
  )
}
