import type { Metadata } from "next"
import { CheckCircle2Icon, XCircleIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { getAdminAccessCheck } from "@/lib/data/profiles"
import { ROLE_LABELS, type UserRole } from "@/lib/validations/admin-users"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { AdminSuspense } from "@/components/admin/shell/admin-page"
import { adminMetadata } from "../_shared/metadata"

export const metadata: Metadata = adminMetadata({
  title: "Teste de Acesso Admin",
  description: "Confira como o sistema reconhece o seu acesso administrativo.",
  path: "/admin/test",
})

export default function AdminTestPage() {
  return (
    <AdminSuspense>
      <AdminAccessTest />
    </AdminSuspense>
  )
}

const yesNo = (value: boolean | null) => (value === null ? "Não foi possível verificar" : value ? "Sim" : "Não")

async function AdminAccessTest() {
  const { viewer } = await guardRoute("/admin/test")
  const { isAdminCheck: adminCheck, profile: row } = await getAdminAccessCheck(viewer?.userId ?? null)
  const roles = row?.roles ?? []
  const hasAccess = adminCheck === true && row?.is_admin === true

  const lines = [
    { label: "Email", value: row?.email ?? viewer?.email ?? "—" },
    { label: "Nome", value: row?.full_name?.trim() || "Não informado" },
    { label: "Resultado da verificação de admin (is_admin())", value: yesNo(adminCheck) },
    { label: "Campo is_admin do perfil", value: row ? String(row.is_admin) : "—" },
    {
      label: "Papéis",
      value: roles.length > 0 ? roles.map((role) => ROLE_LABELS[role as UserRole] ?? role).join(", ") : "Nenhuma",
    },
    { label: "Campo can_edit_blog do perfil", value: row ? String(row.can_edit_blog) : "—" },
  ]

  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">Teste de Acesso Admin</h1>
          </CardTitle>
          <CardDescription>Como o sistema reconhece a sua conta neste momento.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <dl className="divide-y text-sm">
            {lines.map((line) => (
              <div key={line.label} className="grid gap-1 py-3 sm:grid-cols-2">
                <dt className="text-muted-foreground">{line.label}</dt>
                <dd className="font-medium break-all">{line.value}</dd>
              </div>
            ))}
          </dl>
          <p
            role="status"
            className={
              hasAccess
                ? "flex items-center gap-2 rounded-md border border-green-600/40 bg-green-600/10 p-3 font-medium"
                : "border-destructive/40 bg-destructive/10 flex items-center gap-2 rounded-md border p-3 font-medium"
            }
          >
            {hasAccess ? (
              <CheckCircle2Icon className="size-5 text-green-700 dark:text-green-400" aria-hidden="true" />
            ) : (
              <XCircleIcon className="text-destructive size-5" aria-hidden="true" />
            )}
            {hasAccess ? "Você tem acesso administrativo." : "Você não tem acesso administrativo."}
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
