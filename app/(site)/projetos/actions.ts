"use server"

import { refresh, updateTag } from "next/cache"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, formFields, succeeded } from "@/lib/action-state"
import { type DatabaseFailures, databaseFailure } from "@/lib/action-errors"
import { requireUser } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import * as attendance from "@/lib/data/attendance"
import * as projects from "@/lib/data/projects"
import type { WriteResult } from "@/lib/data/write-result"
import { PROJECTS_PATH, projectPath } from "@/lib/projects"
import { SLUG_PATTERN } from "@/lib/slug"
import { phoneConsentSchema, projectIdSchema } from "@/lib/validations/projects"

/**
 * A member's sign-up and leave (issue #22). The database decides: signup_for_project locks the
 * project row and counts, so two members taking the last seat at once get one seat and one place
 * in the waiting list; leave_project hands a freed seat to the first in line.
 */

export type SignupData = { status: "confirmed" | "waitlisted" | "none"; waitlistPosition: number | null }

const FAILED = "Não foi possível concluir agora. Tente novamente em instantes."

const SIGNUP_FAILURES: DatabaseFailures = {
  read: (error) =>
    error.hint === "project_closed"
      ? failed("As inscrições deste projeto estão encerradas.", { code: "project_closed" })
      : null,
  codes: { not_found: failed("Projeto não encontrado.", { code: "not_found" }) },
  otherwise: failed(FAILED, { code: "failed" }),
}

const refused = (scope: string, error: PostgrestError) => databaseFailure(`projects.${scope}`, error, SIGNUP_FAILURES)

function parse(formData: unknown) {
  const fields = formFields(formData)
  const parsed = projectIdSchema.safeParse({ projectId: fields.projectId })
  const slug = SLUG_PATTERN.test(fields.slug ?? "") ? fields.slug! : null
  return { projectId: parsed.success ? parsed.data.projectId : null, from: slug ? projectPath(slug) : PROJECTS_PATH }
}

/** Parses the form, sends visitors to sign in, runs the call and, when it went through, refreshes the vacancies. */
async function changeSignup<R>(
  formData: unknown,
  scope: string,
  call: (projectId: string) => Promise<WriteResult<R>>,
  answer: (result: R) => ActionState<SignupData>
): Promise<ActionState<SignupData>> {
  const { projectId, from } = parse(formData)
  if (!projectId) return failed("Projeto inválido.", { code: "invalid" })
  await requireUser(from)
  const { data, error } = await call(projectId)
  if (error) return refused(scope, error)
  // Vacancies are public: the cached list and page follow.
  updateTag(TAGS.projects)
  refresh()
  // Without an error these writes always carry their data.
  return answer(data as R)
}

export async function signUpForProject(
  _prev: ActionState<SignupData>,
  formData: FormData
): Promise<ActionState<SignupData>> {
  return changeSignup(formData, "signup", projects.signUpForProject, ({ status, waitlistPosition }) =>
    status === "confirmed"
      ? succeeded("Inscrição confirmada! Até lá.", { code: "confirmed", data: { status, waitlistPosition } })
      : succeeded(`As vagas acabaram: você está na lista de espera (posição ${waitlistPosition}).`, {
          code: "waitlisted",
          data: { status, waitlistPosition },
        })
  )
}

export async function leaveProject(
  _prev: ActionState<SignupData>,
  formData: FormData
): Promise<ActionState<SignupData>> {
  return changeSignup(formData, "leave", projects.leaveProject, (left) =>
    succeeded(left ? "Sua inscrição foi cancelada." : "Você não estava inscrita neste projeto.", {
      code: "left",
      data: { status: "none", waitlistPosition: null },
    })
  )
}

const CONSENT_FAILURES: DatabaseFailures = {
  codes: { not_found: failed("Inscreva-se no projeto para escolher isso.", { code: "not_found" }) },
  otherwise: failed(FAILED, { code: "failed" }),
}

/**
 * Whether the project's instructors may see her phone on their attendance sheet (issue #36). Only
 * her own live sign-up: set_signup_phone_consent reads who she is from her session.
 */
export async function setPhoneConsent(
  _prev: ActionState<{ sharePhone: boolean }>,
  formData: FormData
): Promise<ActionState<{ sharePhone: boolean }>> {
  const input = phoneConsentSchema.safeParse(formFields(formData))
  if (!input.success) return failed("Projeto inválido.", { code: "invalid" })
  await requireUser(parse(formData).from)
  const { error } = await attendance.setSignupPhoneConsent(input.data.projectId, input.data.sharePhone)
  if (error) return databaseFailure("projects.phone_consent", error, CONSENT_FAILURES)
  refresh()
  const sharePhone = input.data.sharePhone
  return succeeded(
    sharePhone
      ? "As instrutoras deste projeto vão ver o seu telefone."
      : "As instrutoras deste projeto não vão mais ver o seu telefone.",
    { code: sharePhone ? "shared" : "not_shared", data: { sharePhone } }
  )
}
