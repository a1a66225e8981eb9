import { describe, expect, it } from "vitest"

import {
  expiryInstant,
  filterUsers,
  grantPermissionSchema,
  parseRoleFilter,
  ROLE_FILTERS,
  userRightSchema,
  userRoleSchema,
} from "./admin-users"

const ID = "00000000-0000-4000-a000-000000000003"

const users = [
  { email: "helena@x.test", full_name: "Helena Duarte", roles: ["customer"], is_admin: true, can_edit_blog: true },
  {
    email: "joana@x.test",
    full_name: "Joana Batista",
    roles: ["customer", "business_owner"],
    is_admin: false,
    can_edit_blog: false,
  },
  { email: "ana@x.test", full_name: "Ána Sem Papel", roles: [], is_admin: false, can_edit_blog: false },
]

describe("role filter", () => {
  it("has the nine options of the spec", () => {
    expect(ROLE_FILTERS).toHaveLength(9)
  })

  it("reads unknown values as all", () => {
    expect(parseRoleFilter("admin")).toBe("admin")
    expect(parseRoleFilter("superuser")).toBe("all")
    expect(parseRoleFilter(undefined)).toBe("all")
  })

  it("uses the flags for admin and blog_editor, the roles list for the rest", () => {
    expect(filterUsers(users, "", "admin").map((u) => u.full_name)).toEqual(["Helena Duarte"])
    expect(filterUsers(users, "", "blog_editor").map((u) => u.full_name)).toEqual(["Helena Duarte"])
    expect(filterUsers(users, "", "business_owner").map((u) => u.full_name)).toEqual(["Joana Batista"])
    expect(filterUsers(users, "", "no_roles").map((u) => u.full_name)).toEqual(["Ána Sem Papel"])
  })

  it("searches e-mail or name ignoring case and accents", () => {
    expect(filterUsers(users, "JOANA@", "all")).toHaveLength(1)
    expect(filterUsers(users, "ana sem", "all")).toHaveLength(1)
    expect(filterUsers(users, "duarte", "customer")).toHaveLength(1)
    expect(filterUsers(users, "duarte", "no_roles")).toHaveLength(0)
  })
})

describe("action schemas", () => {
  it("parses switches", () => {
    expect(userRightSchema.parse({ userId: ID, right: "admin", enabled: "false" })).toEqual({
      userId: ID,
      right: "admin",
      enabled: false,
    })
    // Issue #31: the admin grants instructor in the dialog (members only ask for it).
    expect(userRoleSchema.safeParse({ userId: ID, role: "instructor", enabled: "true" }).success).toBe(true)
    expect(userRoleSchema.safeParse({ userId: ID, role: "admin", enabled: "true" }).success).toBe(false)
    expect(userRoleSchema.safeParse({ userId: "x", role: "customer", enabled: "true" }).success).toBe(false)
  })

  it("normalises and checks permission names", () => {
    const ok = grantPermissionSchema.parse({ userId: ID, permissionName: " Diretorio.Gerenciar ", expiresOn: "" })
    expect(ok).toEqual({ userId: ID, permissionName: "diretorio.gerenciar", expiresOn: null })
    const bad = grantPermissionSchema.safeParse({ userId: ID, permissionName: "gestão total", expiresOn: "" })
    expect(bad.success).toBe(false)
    expect(grantPermissionSchema.safeParse({ userId: ID, permissionName: "", expiresOn: "" }).success).toBe(false)
  })

  it("ends the expiry day in Brazil", () => {
    expect(expiryInstant("2030-12-10")).toBe("2030-12-11T02:59:59.000Z")
    expect(expiryInstant(null)).toBeNull()
  })
})

describe("grantPermissionSchema expiry", () => {
  it("refuses a date already past, with the field's own message", () => {
    const result = grantPermissionSchema.safeParse({
      userId: "00000000-0000-4000-a000-000000000003",
      permissionName: "diretorio.gerenciar",
      expiresOn: "2001-01-01",
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ["expiresOn"],
      message: "A data de expiração precisa ser no futuro.",
    })
  })
})
