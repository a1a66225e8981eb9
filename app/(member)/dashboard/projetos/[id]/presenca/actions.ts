"use server"

import { refresh } from "next/cache"

import { type ActionState, failed, formFields, succeeded } from "@/lib/action-state"
import { type DatabaseFailures, databaseFailure } from "@/lib/action-errors"
import * as attendance from "@/lib/data/attendance"
import { MANAGE_PROJECTS_PATH } from "@/lib/projects"
import { canManageProject, requireProjectManager } from "@/lib/projects-auth"
import { attendanceMarkSchema, PROJECT_TEXT, projectIdSchema } from "@/lib/validations/projects"

/**
 * The attendance sheet's writes (issue #36): marks and certificates. Each checks that the project is
 * hers (its instructor, or an admin) before calling the definer function, which checks again.
 */

const FORBIDDEN = "Só as instrutoras deste projeto e as administradoras registram a presença."
const MARK_FAILED = "Não foi possível registrar a presença agora. Tente novamente."
const ISSUE_FAILED = "Não foi possível emitir os certificados agora. Tente novamente."

const attendancePath = (projectId: string) => `${MANAGE_PROJECTS_PATH}/${projectId}/presenca`

/** A refusal unless the project is hers to manage (visitors go to sign in); null when it is. */
async function refused(projectId: string) {
  const viewer = await requireProjectManager(attendancePath(projectId))
  return (await canManageProject(viewer, projectId)) ? null : failed(FORBIDDEN, { code: "forbidden" })
}

const MARK_FAILURES: DatabaseFailures = {
  codes: {
    "42501": failed(FORBIDDEN, { code: "forbidden" }),
    not_found: failed("Encontro não encontrado.", { code: "not_found" }),
  },
  read: (error) =>
    error.hint === "not_participant"
      ? failed("Só participantes com inscrição confirmada têm presença registrada.", { code: "not_participant" })
      : error.hint === "session_not_started"
        ? failed("A presença pode ser registrada a partir de uma hora antes do encontro.", {
            code: "session_not_started",
          })
        : null,
  otherwise: failed(MARK_FAILED, { code: "failed" }),
}

/** Presente / Ausente for one participant at one session. */
export async function markAttendance(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = attendanceMarkSchema.safeParse(formFields(formData))
  if (!input.success) return failed(PROJECT_TEXT.attendanceInvalid, { code: "invalid" })
  const { projectId, sessionId, userId, present } = input.data
  const refusal = await refused(projectId)
  if (refusal) return refusal
  const { error } = await attendance.setAttendance(sessionId, userId, present)
  if (error) return databaseFailure("projects.attendance.mark", error, MARK_FAILURES)
  // The page's summary and its other rows follow (a second instructor may be marking too).
  refresh()
  return succeeded(present ? "Presença registrada." : "Ausência registrada.", { code: present ? "present" : "absent" })
}

const ISSUE_FAILURES: DatabaseFailures = {
  codes: {
    "42501": failed(FORBIDDEN, { code: "forbidden" }),
    not_found: failed(PROJECT_TEXT.projectInvalid, { code: "not_found" }),
  },
  read: (error) =>
    error.hint === "sessions_pending"
      ? failed("Os certificados podem ser emitidos depois que o último encontro começar.", {
          code: "sessions_pending",
        })
      : error.hint === "no_sessions"
        ? failed("Este projeto ainda não tem encontros.", { code: "no_sessions" })
        : null,
  otherwise: failed(ISSUE_FAILED, { code: "failed" }),
}

/** "Emitir certificados": to each confirmed participant at or above the project's share; says how many. */
export async function issueCertificates(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = projectIdSchema.safeParse(formFields(formData))
  if (!input.success) return failed(PROJECT_TEXT.projectInvalid, { code: "invalid" })
  const refusal = await refused(input.data.projectId)
  if (refusal) return refusal
  const { data, error } = await attendance.issueProjectCertificates(input.data.projectId)
  if (error) return databaseFailure("projects.attendance.certificates", error, ISSUE_FAILURES)
  const issued = data ?? 0
  refresh()
  if (issued === 0) {
    return succeeded(
      "Nenhum certificado emitido: ninguém mais atingiu a presença mínima (quem já tinha o seu continua com ele).",
      { code: "none_issued" }
    )
  }
  return succeeded(issued === 1 ? "1 certificado emitido." : `${issued} certificados emitidos.`, { code: "issued" })
}
