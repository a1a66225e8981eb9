"use server"

import { refresh, updateTag } from "next/cache"

import { type ActionState, failed, formFields, succeeded } from "@/lib/action-state"
import { requireAdmin } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import * as projects from "@/lib/data/projects"
import * as shop from "@/lib/data/shop"
import { ADMIN_PROJECTS_PATH } from "@/lib/projects"
import { projectIdSchema } from "@/lib/validations/projects"
import { hideProductSchema, productIdSchema } from "@/lib/validations/shop"

/** Admins' project and shop moderation (issue #22): requireAdmin here, is_admin() in the database. */

export async function deleteProjectAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = projectIdSchema.safeParse({ projectId: formFields(formData).projectId })
  if (!id.success) return failed("Projeto inválido.", { code: "invalid" })
  await requireAdmin(ADMIN_PROJECTS_PATH)
  const { data, error } = await projects.deleteProject(id.data.projectId)
  if (error || !data) {
    if (error) console.error("[admin.projects.delete]", error)
    return failed("Não foi possível excluir o projeto.", { code: "failed" })
  }
  updateTag(TAGS.projects)
  refresh()
  return succeeded("Projeto excluído.")
}

export async function hideProductAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = hideProductSchema.safeParse(formFields(formData))
  if (!input.success) return failed(input.error.issues[0]?.message ?? "Dados inválidos.", { code: "invalid" })
  await requireAdmin(ADMIN_PROJECTS_PATH)
  const { error } = await shop.setProductHidden(input.data.productId, true, input.data.reason)
  if (error) {
    console.error("[admin.shop.hide]", error)
    return failed("Não foi possível ocultar o produto.", { code: "failed" })
  }
  updateTag(TAGS.shop)
  refresh()
  return succeeded("Produto ocultado da loja.")
}

export async function showProductAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const id = productIdSchema.safeParse({ productId: formFields(formData).productId })
  if (!id.success) return failed("Produto inválido.", { code: "invalid" })
  await requireAdmin(ADMIN_PROJECTS_PATH)
  const { error } = await shop.setProductHidden(id.data.productId, false, null)
  if (error) {
    console.error("[admin.shop.show]", error)
    return failed("Não foi possível mostrar o produto.", { code: "failed" })
  }
  updateTag(TAGS.shop)
  refresh()
  return succeeded("Produto visível na loja de novo.")
}
