import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { listAdminUsers } from "@/lib/data/admin-users"
import { parseRoleFilter } from "@/lib/validations/admin-users"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { UsersManager } from "@/components/admin/users/users-manager"
import { AdminSuspense } from "@/components/admin/shell/admin-page"

import { grantPermission, revokePermission, setUserRight, setUserRoleAction } from "./actions"
import { adminMetadata } from "../_shared/metadata"

export const metadata: Metadata = adminMetadata({
  title: "Gerenciar Usuárias",
  description: "Usuárias, papéis e permissões da plataforma.",
  path: "/admin/usuarios",
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminUsersPage({ searchParams }: Props) {
  return (
    <AdminSuspense>
      <AdminUsers searchParams={searchParams} />
    </AdminSuspense>
  )
}

async function AdminUsers({ searchParams }: Props) {
  await guardRoute("/admin/usuarios")
  const [params, users] = await Promise.all([searchParams, listAdminUsers()])
  const query = typeof params.q === "string" ? params.q.slice(0, 200) : ""
  return (
    <>
      <AdminPageHeader
        title="Gerenciar Usuárias"
        description="Busque pessoas cadastradas, ajuste papéis e conceda ou remova permissões."
      />
      <UsersManager
        users={users}
        initialQuery={query}
        initialFilter={parseRoleFilter(params.papel)}
        actions={{ setUserRight, setUserRole: setUserRoleAction, grantPermission, revokePermission }}
      />
    </>
  )
}
