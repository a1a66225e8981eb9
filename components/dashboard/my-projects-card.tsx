import Link from "next/link"
import { LightbulbIcon } from "lucide-react"

import type { MyProject } from "@/lib/data/projects"
import { formatDateTimeRange } from "@/lib/format"
import { PROJECTS_PATH, projectPath } from "@/lib/projects"
import { DashboardListCard } from "@/components/dashboard/dashboard-card"

/** "Meus projetos": the member's sign-ups (confirmed or waiting), soonest first; null when they failed to load. */
export function MyProjectsCard({ projects }: { projects: MyProject[] | null }) {
  return (
    <DashboardListCard
      icon={LightbulbIcon}
      title="Meus projetos"
      description="Os cursos, mentorias e encontros em que você se inscreveu."
      link={{ href: PROJECTS_PATH, label: "Ver projetos" }}
      items={projects}
      failed="Não foi possível carregar seus projetos agora."
      empty="Você ainda não se inscreveu em nenhum projeto."
    >
      {(items) => (
        <ul className="space-y-2 text-sm">
          {items.slice(0, 5).map((project) => (
            <li key={project.id}>
              <Link href={projectPath(project.slug)} className="font-medium underline-offset-4 hover:underline">
                {project.title}
              </Link>
              <span className="text-muted-foreground block">
                {formatDateTimeRange(project.startsAt, project.endsAt)} ·{" "}
                {project.signupStatus === "confirmed"
                  ? "inscrição confirmada"
                  : `lista de espera (posição ${project.waitlistPosition})`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardListCard>
  )
}
