import { connection } from "next/server"

import { getViewer } from "@/lib/auth"
import { getMyAttendance } from "@/lib/data/attendance"
import { getMySignup, type ProjectDetail } from "@/lib/data/projects"
import { projectCalendarPath } from "@/lib/projects"
import { PhoneConsentForm } from "@/components/projects/phone-consent-form"
import { ProjectSignupForm } from "@/components/projects/project-signup-form"
import { ProjectUpcomingSessions } from "@/components/projects/project-upcoming-sessions"
import { VisitorSignup } from "@/components/projects/project-article"
import { leaveProject, setPhoneConsent, signUpForProject } from "../../../actions"

/**
 * The per-person part of a project page, rendered per request inside the cached page: members see
 * their sign-up and can change it; a session that ended meanwhile sees the visitors' way in. A
 * participant also sees her attendance, says whether the instructors may see her phone, and gets
 * the sessions still to come with her calendar file (issue #36).
 */
export async function SignupArea({ project }: { project: ProjectDetail }) {
  const viewer = await getViewer()
  if (!viewer) return <VisitorSignup project={project} />
  await connection()
  const now = new Date()
  const [signup, attendance] = await Promise.all([
    getMySignup(project.id, viewer.userId),
    getMyAttendance(project.id, viewer.userId, now),
  ])
  const confirmed = signup?.status === "confirmed"
  const upcoming = project.sessions.filter((session) => Date.parse(session.startsAt) > now.getTime())
  return (
    <div className="space-y-6">
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
      {confirmed && attendance && attendance.held > 0 ? (
        <p className="font-medium">
          Você esteve em {attendance.present} de {attendance.held} {attendance.held === 1 ? "encontro" : "encontros"}.
        </p>
      ) : null}
      {signup && attendance ? (
        <PhoneConsentForm
          projectId={project.id}
          slug={project.slug}
          sharePhone={attendance.sharePhone}
          action={setPhoneConsent}
        />
      ) : null}
      {/* Hers once she signed up; anyone else reads the full "Encontros" list below the article. */}
      {signup && project.sessions.length ? (
        <ProjectUpcomingSessions
          sessions={upcoming}
          calendarHref={confirmed ? projectCalendarPath(project.slug) : null}
        />
      ) : null}
    </div>
  )
}
