"use server"

import { revalidatePath } from "next/cache"

import { failed, formFields, invalid, succeeded, type ActionState } from "@/lib/action-state"
import { requireAdmin } from "@/lib/auth"
import {
  adminWriteMessage,
  grantUserPermission,
  revokeUserPermission,
  setAdminStatus,
  setBlogEditorStatus,
  setUserRole,
  type WriteResult,
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

/** Logs the database error with context and returns the pt-BR text the toast shows. */
function failure(scope: string, error: NonNullable<WriteResult>, fallback: string): ActionState {
  console.error(`[admin.users.${scope}]`, error)
  return failed(adminWriteMessage(error, fallback))
}

function done(message: string): ActionState {
  // The list and the overview's "Atividade recente" both change with every admin write.
  revalidatePath(PATH)
  revalidatePath("/admin")
  return succeeded(message)
}

/** Administrator or blog-editor switch in the user dialog. */
export async function setUserRight(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = userRightSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  await requireAdmin(PATH)
  const { userId, right, enabled } = input.data
  if (right === "admin") {
    const error = await setAdminStatus(userId, enabled)
    if (error) return failure("admin", error, "Não foi possível atualizar o status de administradora.")
    return done(enabled ? "Acesso de administradora concedido." : "Acesso de administradora removido.")
  }
  const error = await setBlogEditorStatus(userId, enabled)
  if (error) return failure("editor", error, "Não foi possível atualizar a permissão de editora do blog.")
  return done(enabled ? "Permissão de editora do blog concedida." : "Permissão de editora do blog removida.")
}

/** One of the four role switches. */
export async function setUserRoleAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = userRoleSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  await requireAdmin(PATH)
  const { userId, role, enabled } = input.data
  const error = await setUserRole(userId, role, enabled)
  if (error) return failure("role", error, "Não foi possível atualizar o papel da usuária.")
  const label = ROLE_LABELS[role]
  return done(enabled ? `Papel "${label}" adicionado.` : `Papel "${label}" removido.`)
}

export async function grantPermission(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = grantPermissionSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, ["permissionName", "expiresOn"])
  await requireAdmin(PATH)
  const { userId, permissionName, expiresOn } = input.data
  const error = await grantUserPermission(userId, permissionName, expiryInstant(expiresOn))
  if (error) {
    console.error("[admin.users.grant]", error)
    return failed(adminWriteMessage(error, "Não foi possível conceder a permissão."), {
      values: { permissionName, expiresOn: expiresOn ?? "" },
    })
  }
  return done(`Permissão "${permissionName}" concedida.`)
}

export async function revokePermission(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const input = revokePermissionSchema.safeParse(formFields(formData))
  if (!input.success) return invalid(input.error, formData, [])
  await requireAdmin(PATH)
  const error = await revokeUserPermission(input.data.permissionId)
  if (error) return failure("revoke", error, "Não foi possível revogar a permissão.")
  return done("Permissão revogada.")
}
