import { Suspense } from "react"
import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { listAdminUsers } from "@/lib/data/admin-users"
import { pageMetadata } from "@/lib/metadata"
import { parseRoleFilter } from "@/lib/validations/admin-users"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { UsersManager } from "@/components/admin/users/users-manager"

import { grantPermission, revokePermission, setUserRight, setUserRoleAction } from "./actions"

export const metadata: Metadata = pageMetadata({
  title: "Gerenciar Usuárias",
  description: "Usuárias, papéis e permissões da plataforma.",
  path: "/admin/usuarios",
  noIndex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function AdminUsersPage({ searchParams }: Props) {
  return (
    <Suspense fallback={<AdminLoading />}>
      <AdminUsers searchParams={searchParams} />
    </Suspense>
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
