"use server"

import { refresh, updateTag } from "next/cache"
import { redirect } from "next/navigation"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, failed, formFields, invalid, safeValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import * as projectLearning from "@/lib/data/project-learning"
import * as projects from "@/lib/data/projects"
import { applyCoverChoice, type CoverChoice, readCoverChoice } from "@/lib/images/cover-choice"
import { PROJECT_COVER_MAX_BYTES } from "@/lib/images/project-cover"
import { MANAGE_PROJECTS_PATH as MANAGE_PATH } from "@/lib/projects"
import { canManageProject, requireProjectManager } from "@/lib/projects-auth"
import { slugify } from "@/lib/slug"
import {
  PROJECT_FORM_KEYS,
  PROJECT_SESSION_FORM_KEYS,
  PROJECT_TEXT,
  projectIdSchema,
  projectInputSchema,
  projectInstructorIdSchema,
  projectLearningLinkIdSchema,
  projectLearningTargetSchema,
  projectSessionIdSchema,
  projectSessionInputSchema,
} from "@/lib/validations/projects"

/**
 * Instructors' and admins' project writes (issue #22). Each action checks the role and, for an
 * edit, that the project is hers; the write runs with her session, so RLS has the last word.
 */

const FAILED = "Não foi possível salvar o projeto agora. Tente novamente."
const SLUG_TAKEN = "Este endereço já está em uso por outro projeto. Escolha outro."
const COVER_FAILED = "Não foi possível enviar a capa agora. Tente novamente."
const SESSION_FAILED = "Não foi possível salvar o encontro agora. Tente novamente."

const keep = (formData: FormData) => safeValues(formData, PROJECT_FORM_KEYS)

/** The project form's "capa" field, with the projects' size limit and messages. */
const coverChoice = (formData: FormData) =>
  readCoverChoice(formData, {
    maxBytes: PROJECT_COVER_MAX_BYTES,
    tooLarge: PROJECT_TEXT.coverTooLarge,
    wrongType: PROJECT_TEXT.coverWrongType,
  })

/** Stores the chosen cover, points the project at it and deletes the file it replaces; false when that failed. */
const applyCover = (projectId: string, previousUrl: string | null, choice: CoverChoice) =>
  applyCoverChoice(choice, previousUrl, {
    scope: "projects.cover",
    store: (bytes, type) => projects.storeProjectCover(projectId, bytes, type),
    point: (url) => projects.setProjectCover(projectId, url),
    remove: (url) => projects.removeProjectCover(projectId, url),
  })

function saveFailure(formData: FormData, scope: string, error: PostgrestError | null): ActionState {
  const failures = {
    codes: { "23505": failed(SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] } }) },
    otherwise: failed(FAILED, { code: "failed" }),
  }
  // No row and no error: nothing to log, the generic answer.
  if (!error) return failed(FAILED, { code: "failed", values: keep(formData) })
  return databaseFailure(`projects.${scope}`, error, failures, { values: keep(formData) })
}

const sessionFailure = (scope: string, error: PostgrestError, extra = {}) =>
  databaseFailure(`projects.sessions.${scope}`, error, { otherwise: failed(SESSION_FAILED, { code: "failed" }) }, extra)

export async function createProject(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(
    formData,
    { schema: projectInputSchema, keep: PROJECT_FORM_KEYS, viewer: () => requireProjectManager(MANAGE_PATH) },
    async (input, viewer) => {
      if (!viewer.canManage) return failed("Só instrutoras e administradoras criam projetos.", { code: "forbidden" })
      const cover = await coverChoice(formData)
      if (cover.kind === "invalid")
        return failed(cover.message, { fieldErrors: { cover: [cover.message] }, values: keep(formData) })
      const slug = input.slug || slugify(input.title).slice(0, 100)
      const { data, error } = await projects.createProject(input, slug)
      if (error || !data) return saveFailure(formData, "create", error)
      // The project exists either way; its edit page says when the cover has to be sent again.
      const coverSaved = await applyCover(data.id, null, cover)
      updateTag(TAGS.projects)
      redirect(`${MANAGE_PATH}/${data.id}${coverSaved ? "" : "?capa=erro"}`)
    }
  )
}

export async function updateProject(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const id = projectIdSchema.safeParse({ projectId: fields.projectId })
  if (!id.success) return failed(PROJECT_TEXT.projectInvalid, { code: "invalid" })
  const input = projectInputSchema.safeParse(fields)
  if (!input.success) return invalid(input.error, formData, PROJECT_FORM_KEYS)
  const viewer = await requireProjectManager(MANAGE_PATH)
  if (!(await canManageProject(viewer, id.data.projectId))) {
    return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  }
  const cover = await coverChoice(formData)
  if (cover.kind === "invalid")
    return failed(cover.message, { fieldErrors: { cover: [cover.message] }, values: keep(formData) })
  const current = await projects.getProjectForEdit(id.data.projectId)
  if (!current) return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  const slug = input.data.slug || slugify(input.data.title).slice(0, 100)
  const { data, error } = await projects.updateProject(current.id, input.data, slug)
  if (error || !data) return saveFailure(formData, "update", error)
  const coverSaved = await applyCover(current.id, current.coverUrl, cover)
  updateTag(TAGS.projects)
  if (!coverSaved) {
    refresh()
    return failed(`Projeto salvo. ${COVER_FAILED}`, { code: "cover_failed", fieldErrors: { cover: [COVER_FAILED] } })
  }
  redirect(`${MANAGE_PATH}/${data.id}`)
}

/** Checks the session and that the project is hers (or she is an admin); null when not. */
async function managedProject(projectId: string) {
  const viewer = await requireProjectManager(`${MANAGE_PATH}/${projectId}`)
  return (await canManageProject(viewer, projectId)) ? projectId : null
}

/**
 * The answer of every write that changes what a project's pages show (sessions, instructors,
 * linked materials): the public page and its calendar file are cached under the projects tag, and
 * the edit page she is on is drawn again.
 */
function projectChanged(message: string): ActionState {
  updateTag(TAGS.projects)
  refresh()
  return succeeded(message)
}

export async function addProjectSession(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = projectSessionInputSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, PROJECT_SESSION_FORM_KEYS)
  if (!(await managedProject(input.data.projectId))) return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  const { error } = await projects.addProjectSession(input.data)
  if (error) return sessionFailure("add", error, { values: safeValues(formData, PROJECT_SESSION_FORM_KEYS) })
  return projectChanged("Encontro adicionado.")
}

export async function updateProjectSession(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const id = projectSessionIdSchema.safeParse(fields)
  if (!id.success) return failed(PROJECT_TEXT.sessionInvalid, { code: "invalid" })
  const input = projectSessionInputSchema.safeParse(fields)
  if (!input.success) return invalid(input.error, formData, PROJECT_SESSION_FORM_KEYS)
  if (!(await managedProject(input.data.projectId))) return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  const { data, error } = await projects.updateProjectSession(id.data.sessionId, input.data)
  const values = safeValues(formData, PROJECT_SESSION_FORM_KEYS)
  if (error) return sessionFailure("update", error, { values })
  if (!data) return failed(PROJECT_TEXT.sessionInvalid, { code: "not_found", values })
  return projectChanged("Encontro atualizado.")
}

export async function deleteProjectSession(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = projectSessionIdSchema.safeParse(formFields(formData))
  if (!id.success) return failed(PROJECT_TEXT.sessionInvalid, { code: "invalid" })
  if (!(await managedProject(id.data.projectId))) return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  const { data, error } = await projects.deleteProjectSession(id.data.projectId, id.data.sessionId)
  if (error) return sessionFailure("delete", error)
  if (!data) return failed(PROJECT_TEXT.sessionInvalid, { code: "not_found" })
  return projectChanged("Encontro removido.")
}

/**
 * Names an instructor, chosen by name in the form (searchInstructorsByName), to a project: admins,
 * or one of the project's own instructors. Only members with the instructor role can be named
 * (checked again by RLS).
 */
export async function addProjectInstructor(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = projectInstructorIdSchema.safeParse(formFields(formData))
  if (!input.success) return failed(PROJECT_TEXT.notInstructor, { code: "invalid" })
  const viewer = await requireProjectManager(`${MANAGE_PATH}/${input.data.projectId}`)
  if (!(await canManageProject(viewer, input.data.projectId))) {
    return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  }
  const { error } = await projects.addProjectInstructor(input.data.projectId, input.data.userId)
  // Already one of its instructors (23505): the same outcome. A refusal: she is not an instructor.
  if (error && error.code !== "23505") {
    return databaseFailure("projects.instructors.add", error, {
      codes: { "42501": failed(PROJECT_TEXT.notInstructor, { code: "not_instructor" }) },
      otherwise: failed(FAILED, { code: "failed" }),
    })
  }
  return projectChanged("Instrutora adicionada ao projeto.")
}

/**
 * Instructors whose name contains `query`, for the project form's search: admins and instructors
 * only (anyone else gets an error, not an empty list, so a refusal is never mistaken for "nobody").
 */
export async function searchInstructorsByName(query: unknown): Promise<ActionState<{ id: string; name: string }[]>> {
  const term = typeof query === "string" ? query.trim().slice(0, 120) : ""
  const viewer = await requireProjectManager(MANAGE_PATH)
  if (!viewer.canManage) return failed(PROJECT_TEXT.searchNotAllowed, { code: "forbidden" })
  if (term.length < 2) return succeeded("", { data: [] })
  return succeeded("", { data: await projects.searchInstructors(term) })
}

export async function removeProjectInstructor(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = projectInstructorIdSchema.safeParse(formFields(formData))
  if (!input.success) return failed(PROJECT_TEXT.projectInvalid, { code: "invalid" })
  await requireAdmin(`${MANAGE_PATH}/${input.data.projectId}`)
  const { data, error } = await projects.removeProjectInstructor(input.data.projectId, input.data.userId)
  if (error)
    return databaseFailure("projects.instructors.remove", error, { otherwise: failed(FAILED, { code: "failed" }) })
  if (!data) return failed(PROJECT_TEXT.projectInvalid, { code: "not_found" })
  return projectChanged("Instrutora removida do projeto.")
}

// ------------------------------------------------------------------------------------------------
// The library's materials and tracks a project links (issue #36): its instructors and admins.
// ------------------------------------------------------------------------------------------------

const LEARNING_FAILED = "Não foi possível salvar os materiais do projeto agora. Tente novamente."

/** Links a published material or track, chosen by title in the form (searchLearningByTitle). */
export async function addProjectLearning(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = projectLearningTargetSchema.safeParse(formFields(formData))
  if (!input.success) return failed(PROJECT_TEXT.learningInvalid, { code: "invalid" })
  if (!(await managedProject(input.data.projectId))) return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  const { kind, id } = input.data.target
  const { error } = await projectLearning.addProjectLearningLink(input.data.projectId, kind, id)
  // Already linked (23505): the same outcome.
  if (error && error.code !== "23505") {
    return databaseFailure("projects.learning.add", error, {
      codes: {
        "42501": failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" }),
        "23503": failed(PROJECT_TEXT.learningInvalid, { code: "not_found" }),
      },
      otherwise: failed(LEARNING_FAILED, { code: "failed" }),
    })
  }
  return projectChanged("Material ligado ao projeto.")
}

export async function removeProjectLearning(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = projectLearningLinkIdSchema.safeParse(formFields(formData))
  if (!input.success) return failed(PROJECT_TEXT.learningInvalid, { code: "invalid" })
  if (!(await managedProject(input.data.projectId))) return failed(PROJECT_TEXT.projectInvalid, { code: "forbidden" })
  const { data, error } = await projectLearning.removeProjectLearningLink(input.data.projectId, input.data.linkId)
  if (error) {
    return databaseFailure("projects.learning.remove", error, {
      otherwise: failed(LEARNING_FAILED, { code: "failed" }),
    })
  }
  if (!data) return failed(PROJECT_TEXT.learningInvalid, { code: "not_found" })
  return projectChanged("Material removido do projeto.")
}

/**
 * Published materials and tracks whose title matches `query`, for the project form's search:
 * instructors and admins only (anyone else gets an error, not an empty list).
 */
export async function searchLearningByTitle(query: unknown): Promise<ActionState<{ id: string; name: string }[]>> {
  const term = typeof query === "string" ? query.trim().slice(0, 100) : ""
  const viewer = await requireProjectManager(MANAGE_PATH)
  if (!viewer.canManage) return failed("Só administradoras e instrutoras buscam materiais.", { code: "forbidden" })
  if (term.length < 2) return succeeded("", { data: [] })
  return succeeded("", { data: await projectLearning.searchLearning(term) })
}
