import { Suspense } from "react"
import type { Metadata } from "next"
import { UsersRoundIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminComingSoon } from "@/components/admin/shell/admin-coming-soon"
import { AdminLoading } from "@/components/admin/shell/admin-loading"

export const metadata: Metadata = pageMetadata({
  title: "Comunidade",
  description: "Em breve você poderá criar e moderar os grupos da comunidade.",
  path: "/admin/comunidade",
  noIndex: true,
})

export default function AdminCommunityPage() {
  return (
    <Suspense fallback={<AdminLoading />}>
      <Guarded />
    </Suspense>
  )
}

async function Guarded() {
  await guardRoute("/admin/comunidade")
  return (
    <AdminComingSoon
      title="Comunidade"
      intro="Em breve você poderá criar e moderar os grupos da comunidade."
      icon={UsersRoundIcon}
      features={["Criar e arquivar grupos", "Moderar participantes", "Acompanhar o engajamento"]}
    />
  )
}
