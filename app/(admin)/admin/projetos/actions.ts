"use server"

import { refresh, updateTag } from "next/cache"
import type { z } from "zod"

import { type ActionState, failed, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import { TAGS } from "@/lib/cache-tags"
import * as projects from "@/lib/data/projects"
import * as shop from "@/lib/data/shop"
import { ADMIN_PROJECTS_PATH } from "@/lib/projects"
import { projectIdSchema } from "@/lib/validations/projects"
import { hideProductSchema, productIdSchema } from "@/lib/validations/shop"

/** Admins' project and shop moderation (issue #22): requireAdmin here, is_admin() in the database. */

const admin = () => requireAdmin(ADMIN_PROJECTS_PATH)
const refused = (message: string) => failed(message, { code: "failed" })

export async function deleteProjectAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const invalid = () => failed("Projeto inválido.", { code: "invalid" })
  return runForm(formData, { schema: projectIdSchema, viewer: admin, invalid }, async ({ projectId }) => {
    const { data, error } = await projects.deleteProject(projectId)
    const failure = refused("Não foi possível excluir o projeto.")
    if (error) return databaseFailure("admin.projects.delete", error, { otherwise: failure })
    if (!data) return failure
    updateTag(TAGS.projects)
    refresh()
    return succeeded("Projeto excluído.")
  })
}

export async function hideProductAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const invalid = (error: z.ZodError) => failed(error.issues[0]?.message ?? "Dados inválidos.", { code: "invalid" })
  return runForm(formData, { schema: hideProductSchema, viewer: admin, invalid }, async ({ productId, reason }) => {
    const { error } = await shop.setProductHidden(productId, true, reason)
    const otherwise = refused("Não foi possível ocultar o produto.")
    if (error) return databaseFailure("admin.shop.hide", error, { otherwise })
    updateTag(TAGS.shop)
    refresh()
    return succeeded("Produto ocultado da loja.")
  })
}

export async function showProductAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const invalid = () => failed("Produto inválido.", { code: "invalid" })
  return runForm(formData, { schema: productIdSchema, viewer: admin, invalid }, async ({ productId }) => {
    const { error } = await shop.setProductHidden(productId, false, null)
    const otherwise = refused("Não foi possível mostrar o produto.")
    if (error) return databaseFailure("admin.shop.show", error, { otherwise })
    updateTag(TAGS.shop)
    refresh()
    return succeeded("Produto visível na loja de novo.")
  })
}
