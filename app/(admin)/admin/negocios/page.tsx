import { Suspense } from "react"
import type { Metadata } from "next"
import { Building2Icon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { ComingSoon } from "@/components/site/coming-soon"

const INTRO = "Em breve você poderá aprovar, editar e destacar os negócios do diretório."

export const metadata: Metadata = pageMetadata({
  title: "Gestão de Negócios",
  description: INTRO,
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
    <ComingSoon
      variant="admin"
      title="Gestão de Negócios"
      intro={INTRO}
      icon={Building2Icon}
      features={[
        { title: "Aprovar novos negócios do diretório" },
        { title: "Editar dados de contato e categorias" },
        { title: "Ativar ou pausar negócios" },
      ]}
    />
  )
}
