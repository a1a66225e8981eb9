"use server"

import { revalidatePath } from "next/cache"
import type { PostgrestError } from "@supabase/supabase-js"

import { type ActionState, type FormValues, succeeded } from "@/lib/action-state"
import { databaseFailure, runForm } from "@/lib/action-errors"
import { requireAdmin } from "@/lib/auth"
import {
  adminWriteMessage,
  grantUserPermission,
  revokeUserPermission,
  setAdminStatus,
  setBlogEditorStatus,
  setUserRole,
} from "@/lib/data/admin-users"
import {
  expiryInstant,
  grantPermissionSchema,
  revokePermissionSchema,
  ROLE_LABELS,
  userRightSchema,
  userRoleSchema,
} from "@/lib/validations/admin-users"

const PATH = "/admin/usuarios"

/** The pt-BR text the toast shows: the area's catalogue (adminWriteMessage), else `fallback`. */
function failure(scope: string, error: PostgrestError, fallback: string, values?: FormValues): ActionState {
  return databaseFailure(
    `admin.users.${scope}`,
    error,
    { read: () => adminWriteMessage(error), otherwise: fallback },
    values ? { values } : {}
  )
}

const admin = () => requireAdmin(PATH)

function done(message: string): ActionState {
  // The list and the overview's "Atividade recente" both change with every admin write.
  revalidatePath(PATH)
  revalidatePath("/admin")
  return succeeded(message)
}

/** Administrator or blog-editor switch in the user dialog. */
export async function setUserRight(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: userRightSchema, viewer: admin }, async ({ userId, right, enabled }) => {
    if (right === "admin") {
      const { error } = await setAdminStatus(userId, enabled)
      if (error) return failure("admin", error, "Não foi possível atualizar o status de administradora.")
      return done(enabled ? "Acesso de administradora concedido." : "Acesso de administradora removido.")
    }
    const { error } = await setBlogEditorStatus(userId, enabled)
    if (error) return failure("editor", error, "Não foi possível atualizar a permissão de editora do blog.")
    return done(enabled ? "Permissão de editora do blog concedida." : "Permissão de editora do blog removida.")
  })
}

/** One of the four role switches. */
export async function setUserRoleAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: userRoleSchema, viewer: admin }, async ({ userId, role, enabled }) => {
    const { error } = await setUserRole(userId, role, enabled)
    if (error) return failure("role", error, "Não foi possível atualizar o papel da usuária.")
    const label = ROLE_LABELS[role]
    return done(enabled ? `Papel "${label}" adicionado.` : `Papel "${label}" removido.`)
  })
}

export async function grantPermission(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const run = { schema: grantPermissionSchema, keep: ["permissionName", "expiresOn"], viewer: admin }
  return runForm(formData, run, async ({ userId, permissionName, expiresOn }) => {
    const { error } = await grantUserPermission(userId, permissionName, expiryInstant(expiresOn))
    if (error) {
      const values = { permissionName, expiresOn: expiresOn ?? "" }
      return failure("grant", error, "Não foi possível conceder a permissão.", values)
    }
    return done(`Permissão "${permissionName}" concedida.`)
  })
}

export async function revokePermission(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runForm(formData, { schema: revokePermissionSchema, viewer: admin }, async ({ permissionId }) => {
    const { error } = await revokeUserPermission(permissionId)
    if (error) return failure("revoke", error, "Não foi possível revogar a permissão.")
    return done("Permissão revogada.")
  })
}
