import { Suspense } from "react"
import type { Metadata } from "next"
import { Building2Icon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminComingSoon } from "@/components/admin/shell/admin-coming-soon"
import { AdminLoading } from "@/components/admin/shell/admin-loading"

export const metadata: Metadata = pageMetadata({
  title: "Gestão de Negócios",
  description: "Em breve você poderá aprovar, editar e destacar os negócios do diretório.",
  path: "/admin/negocios",
  noIndex: true,
})

export default function AdminBusinessesPage() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <Guarded />
    </Suspense>
  )
}

async function Guarded() {
  await guardRoute("/admin/negocios")
  return (
    <AdminComingSoon
      title="Gestão de Negócios"
      intro="Em breve você poderá aprovar, editar e destacar os negócios do diretório."
      icon={Building2Icon}
      features={[
        "Aprovar novos negócios do diretório",
        "Editar dados de contato e categorias",
        "Ativar ou pausar negócios",
      ]}
    />
  )
}
