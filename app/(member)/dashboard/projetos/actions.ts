"use server"

import { updateTag } from "next/cache"
import { redirect } from "next/navigation"

import { type ActionState, failed, formFields, invalid, safeValues } from "@/lib/action-state"
import { TAGS } from "@/lib/cache-tags"
import * as projects from "@/lib/data/projects"
import { MANAGE_PROJECTS_PATH as MANAGE_PATH } from "@/lib/projects"
import { canManageProject, requireProjectManager } from "@/lib/projects-auth"
import { slugify } from "@/lib/slug"
import { PROJECT_FORM_KEYS, projectIdSchema, projectInputSchema } from "@/lib/validations/projects"

/**
 * Instructors' and admins' project writes (issue #22). Each action checks the role and, for an
 * edit, that the project is hers; the write runs with her session, so RLS has the last word.
 */

const FAILED = "Não foi possível salvar o projeto agora. Tente novamente."
const SLUG_TAKEN = "Este endereço já está em uso por outro projeto. Escolha outro."

export async function createProject(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = projectInputSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, PROJECT_FORM_KEYS)
  const viewer = await requireProjectManager(MANAGE_PATH)
  if (!viewer.canManage) return failed("Só instrutoras e administradoras criam projetos.", { code: "forbidden" })
  const slug = input.data.slug || slugify(input.data.title).slice(0, 100)
  const { data, error } = await projects.createProject(input.data, slug)
  if (error?.code === "23505") {
    return failed(SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] }, values: safeValues(formData, PROJECT_FORM_KEYS) })
  }
  if (error || !data) {
    console.error("[projects.create]", error)
    return failed(FAILED, { code: "failed", values: safeValues(formData, PROJECT_FORM_KEYS) })
  }
  updateTag(TAGS.projects)
  redirect(`${MANAGE_PATH}/${data.id}`)
}

export async function updateProject(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const fields = formFields(formData)
  const id = projectIdSchema.safeParse({ projectId: fields.projectId })
  if (!id.success) return failed("Projeto inválido.", { code: "invalid" })
  const input = projectInputSchema.safeParse(fields)
  if (!input.success) return invalid(input.error, formData, PROJECT_FORM_KEYS)
  const viewer = await requireProjectManager(MANAGE_PATH)
  if (!(await canManageProject(viewer, id.data.projectId))) return failed("Projeto inválido.", { code: "forbidden" })
  const slug = input.data.slug || slugify(input.data.title).slice(0, 100)
  const { data, error } = await projects.updateProject(id.data.projectId, input.data, slug)
  if (error?.code === "23505") {
    return failed(SLUG_TAKEN, { fieldErrors: { slug: [SLUG_TAKEN] }, values: safeValues(formData, PROJECT_FORM_KEYS) })
  }
  if (error || !data) {
    if (error) console.error("[projects.update]", error)
    return failed(FAILED, { code: "failed", values: safeValues(formData, PROJECT_FORM_KEYS) })
  }
  updateTag(TAGS.projects)
  redirect(`${MANAGE_PATH}/${data.id}`)
}
