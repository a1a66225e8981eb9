import { Suspense } from "react"
import type { Metadata } from "next"
import { HandCoinsIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { ComingSoon } from "@/components/site/coming-soon"

const INTRO = "Em breve você poderá acompanhar as embaixadoras e o controle de comissões."

export const metadata: Metadata = pageMetadata({
  title: "Embaixadoras",
  description: INTRO,
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
    <ComingSoon
      variant="admin"
      title="Embaixadoras"
      intro={INTRO}
      icon={HandCoinsIcon}
      features={[
        { title: "Cadastro de embaixadoras" },
        { title: "Comissões por indicação" },
        { title: "Relatórios de pagamento" },
      ]}
    />
  )
}
