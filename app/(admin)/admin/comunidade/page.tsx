import { Suspense } from "react"
import type { Metadata } from "next"
import { UsersRoundIcon } from "lucide-react"

import { guardRoute } from "@/lib/auth"
import { pageMetadata } from "@/lib/metadata"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { ComingSoon } from "@/components/site/coming-soon"

const INTRO = "Em breve você poderá criar e moderar os grupos da comunidade."

export const metadata: Metadata = pageMetadata({
  title: "Comunidade",
  description: INTRO,
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
    <ComingSoon
      variant="admin"
      title="Comunidade"
      intro={INTRO}
      icon={UsersRoundIcon}
      features={[
        { title: "Criar e arquivar grupos" },
        { title: "Moderar participantes" },
        { title: "Acompanhar o engajamento" },
      ]}
    />
  )
}
