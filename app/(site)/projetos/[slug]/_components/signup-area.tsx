import Link from "next/link"

import { getViewer } from "@/lib/auth"
import { getMySignup, type ProjectDetail } from "@/lib/data/projects"
import { projectCalendarPath, projectPath } from "@/lib/projects"
import { Button } from "@/components/ui/button"
import { ProjectSignupForm } from "@/components/projects/project-signup-form"
import { leaveProject, signUpForProject } from "../../actions"

/**
 * The per-person part of a project page, rendered per request inside the cached page: visitors
 * are sent to sign in and come back here; members see their sign-up and can change it.
 */
export async function SignupArea({ project }: { project: ProjectDetail }) {
  const viewer = await getViewer()
  const open = project.status === "inscricoes_abertas"
  if (!viewer) {
    return open ? (
      <div className="space-y-2">
        <Button asChild size="lg">
          <Link href={`/auth?from=${encodeURIComponent(projectPath(project.slug))}`}>Entre para participar</Link>
        </Button>
        <p className="text-muted-foreground text-sm">É preciso entrar na sua conta para se inscrever.</p>
      </div>
    ) : (
      <p className="text-muted-foreground text-sm">As inscrições deste projeto estão encerradas.</p>
    )
  }
  const signup = await getMySignup(project.id, viewer.userId)
  return (
    <ProjectSignupForm
      projectId={project.id}
      slug={project.slug}
      calendarHref={projectCalendarPath(project.slug)}
      initial={signup ?? { status: "none", waitlistPosition: null }}
      open={open}
      signUp={signUpForProject}
      leave={leaveProject}
    />
  )
}
