import { Suspense } from "react"
import type { Metadata } from "next"
import { SettingsIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { ComingSoon } from "@/components/site/coming-soon"

const INTRO = "Em breve você poderá ajustar as configurações do sistema por aqui."

export const metadata: Metadata = pageMetadata({
  title: "Configurações",
  description: INTRO,
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
    <ComingSoon
      variant="admin"
      title="Configurações"
      intro={INTRO}
      icon={SettingsIcon}
      features={[
        { title: "Dados da organização" },
        { title: "Integrações (MailRelay, verificação de segurança)" },
        { title: "Preferências de notificações" },
      ]}
    />
  )
}
