import { z } from "zod"

/**
 * The roles an admin switches on and off in the user dialog: spec section 2's four, and
 * `instructor`, which only admins grant (members ask through profiles.instructor_interest).
 */
export const MANAGED_ROLES = ["customer", "business_owner", "ambassador", "community_member", "instructor"] as const
export type ManagedRole = (typeof MANAGED_ROLES)[number]

/** Every role a profile may hold (the `roles` column's check constraint). */
export const ALL_ROLES = MANAGED_ROLES
export type UserRole = (typeof ALL_ROLES)[number]

export const ROLE_LABELS: Record<UserRole, string> = {
  customer: "Cliente",
  business_owner: "Empreendedora",
  ambassador: "Embaixadora",
  community_member: "Membro da comunidade",
  instructor: "Instrutora",
}

/** The nine options of the role filter; "admin" and "blog_editor" read is_admin and can_edit_blog. */
export const ROLE_FILTERS = [
  "all",
  "admin",
  "blog_editor",
  "customer",
  "business_owner",
  "ambassador",
  "community_member",
  "instructor",
  "no_roles",
] as const
export type RoleFilter = (typeof ROLE_FILTERS)[number]

export const ROLE_FILTER_LABELS: Record<RoleFilter, string> = {
  all: "Todos os papéis",
  admin: "Administradoras",
  blog_editor: "Editoras do blog",
  customer: ROLE_LABELS.customer,
  business_owner: ROLE_LABELS.business_owner,
  ambassador: ROLE_LABELS.ambassador,
  community_member: ROLE_LABELS.community_member,
  instructor: ROLE_LABELS.instructor,
  no_roles: "Sem papéis",
}

/** Reads the `papel` query parameter; anything unknown means "all", so an old link still opens. */
export function parseRoleFilter(value: unknown): RoleFilter {
  return typeof value === "string" && (ROLE_FILTERS as readonly string[]).includes(value)
    ? (value as RoleFilter)
    : "all"
}

export interface FilterableUser {
  email: string | null
  full_name: string | null
  roles: readonly string[]
  is_admin: boolean
  can_edit_blog: boolean
}

/** Case- and accent-insensitive text for search. */
export function foldText(value: string) {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .trim()
}

export function matchesRoleFilter(user: FilterableUser, filter: RoleFilter) {
  switch (filter) {
    case "all":
      return true
    case "admin":
      return user.is_admin
    case "blog_editor":
      return user.can_edit_blog
    case "no_roles":
      return user.roles.length === 0
    default:
      return user.roles.includes(filter)
  }
}

/** Search by e-mail or name plus the role filter, as the users screen shows them. */
export function filterUsers<T extends FilterableUser>(users: readonly T[], query: string, filter: RoleFilter): T[] {
  const needle = foldText(query)
  return users.filter(
    (user) =>
      matchesRoleFilter(user, filter) &&
      (needle === "" || foldText(user.email ?? "").includes(needle) || foldText(user.full_name ?? "").includes(needle))
  )
}

const userId = z.guid("Usuária inválida.")
const flag = z.enum(["true", "false"], "Valor inválido.").transform((value) => value === "true")

export const userRightSchema = z.object({
  userId,
  right: z.enum(["admin", "blog_editor"], "Permissão inválida."),
  enabled: flag,
})
export type UserRightInput = z.infer<typeof userRightSchema>

export const userRoleSchema = z.object({
  userId,
  role: z.enum(MANAGED_ROLES, "Papel inválido."),
  enabled: flag,
})
export type UserRoleInput = z.infer<typeof userRoleSchema>

/** Same rule as the user_permissions check constraint, so the database never sees a bad name. */
export const PERMISSION_NAME_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/

export const grantPermissionSchema = z.object({
  userId,
  permissionName: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Informe o nome da permissão.")
    .max(64, "O nome da permissão deve ter no máximo 64 caracteres.")
    .regex(
      PERMISSION_NAME_PATTERN,
      "Use letras minúsculas sem acento, números e . _ : - (começando por uma letra), por exemplo diretorio.gerenciar."
    ),
  // A date picked in the form (YYYY-MM-DD); empty means the grant never expires.
  expiresOn: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Data de expiração inválida.")
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || Date.parse(expiryInstant(value)!) > Date.now(), {
      message: "A data de expiração precisa ser no futuro.",
    }),
})
export type GrantPermissionInput = z.infer<typeof grantPermissionSchema>

export const revokePermissionSchema = z.object({ userId, permissionId: z.guid("Permissão inválida.") })
export type RevokePermissionInput = z.infer<typeof revokePermissionSchema>

/**
 * The end of the chosen day in Brazil (UTC-3, no daylight saving since 2019), so a grant "até
 * 10/12" still works all of 10/12 for the admin who picked it. Null for no expiry.
 */
export function expiryInstant(expiresOn: string | null): string | null {
  return expiresOn ? new Date(`${expiresOn}T23:59:59-03:00`).toISOString() : null
}
