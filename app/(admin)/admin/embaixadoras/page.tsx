import { Suspense } from "react"
import type { Metadata } from "next"
import { HandCoinsIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminComingSoon } from "@/components/admin/shell/admin-coming-soon"
import { AdminLoading } from "@/components/admin/shell/admin-loading"

export const metadata: Metadata = pageMetadata({
  title: "Embaixadoras",
  description: "Em breve você poderá acompanhar as embaixadoras e o controle de comissões.",
  path: "/admin/embaixadoras",
  noIndex: true,
})

export default function AdminAmbassadorsPage() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <Guarded />
    </Suspense>
  )
}

async function Guarded() {
  await guardRoute("/admin/embaixadoras")
  return (
    <AdminComingSoon
      title="Embaixadoras"
      intro="Em breve você poderá acompanhar as embaixadoras e o controle de comissões."
      icon={HandCoinsIcon}
      features={["Cadastro de embaixadoras", "Comissões por indicação", "Relatórios de pagamento"]}
    />
  )
}
