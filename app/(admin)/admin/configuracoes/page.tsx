import { Suspense } from "react"
import type { Metadata } from "next"
import { SettingsIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminComingSoon } from "@/components/admin/shell/admin-coming-soon"
import { AdminLoading } from "@/components/admin/shell/admin-loading"

export const metadata: Metadata = pageMetadata({
  title: "Configurações",
  description: "Em breve você poderá ajustar as configurações do sistema por aqui.",
  path: "/admin/configuracoes",
  noIndex: true,
})

export default function AdminSettingsPage() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <Guarded />
    </Suspense>
  )
}

async function Guarded() {
  await guardRoute("/admin/configuracoes")
  return (
    <AdminComingSoon
      title="Configurações"
      intro="Em breve você poderá ajustar as configurações do sistema por aqui."
      icon={SettingsIcon}
      features={[
        "Dados da organização",
        "Integrações (MailRelay, verificação de segurança)",
        "Preferências de notificações",
      ]}
    />
  )
}
