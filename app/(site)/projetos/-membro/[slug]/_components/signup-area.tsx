import { getViewer } from "@/lib/auth"
import { getMySignup, type ProjectDetail } from "@/lib/data/projects"
import { projectCalendarPath } from "@/lib/projects"
import { ProjectSignupForm } from "@/components/projects/project-signup-form"
import { VisitorSignup } from "@/components/projects/project-article"
import { leaveProject, signUpForProject } from "../../../actions"

/**
 * The per-person part of a project page, rendered per request inside the cached page: members see
 * their sign-up and can change it; a session that ended meanwhile sees the visitors' way in.
 */
export async function SignupArea({ project }: { project: ProjectDetail }) {
  const viewer = await getViewer()
  if (!viewer) return <VisitorSignup project={project} />
  const signup = await getMySignup(project.id, viewer.userId)
  return (
    <ProjectSignupForm
      projectId={project.id}
      slug={project.slug}
      calendarHref={projectCalendarPath(project.slug)}
      initial={signup ?? { status: "none", waitlistPosition: null }}
      open={project.status === "inscricoes_abertas"}
      full={project.confirmedCount >= project.capacity}
      signUp={signUpForProject}
      leave={leaveProject}
    />
  )
}
