import { Suspense } from "react"
import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { getSiteSettings } from "@/lib/data/settings"
import { formatDateTime } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { createClient } from "@/lib/supabase/server"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { SettingsForm } from "@/components/settings/settings-form"

import { saveSettings } from "./actions"

const INTRO = "Dados da organização, redes sociais, números do site, comissões e moderação."

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
  const settings = await getSiteSettings(await createClient())
  if (!settings) throw new Error("site settings row missing")
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPageHeader title="Configurações" description={INTRO}>
        <p className="text-muted-foreground text-sm">Última alteração: {formatDateTime(settings.updated_at)}</p>
      </AdminPageHeader>
      <SettingsForm settings={settings} action={saveSettings} />
    </div>
  )
}
