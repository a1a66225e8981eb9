import type { Metadata } from "next"

import { guardRoute } from "@/lib/auth"
import { getSiteSettings } from "@/lib/data/settings"
import { formatDateTime } from "@/lib/format"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { SettingsForm } from "@/components/settings/settings-form"
import { AdminSuspense } from "@/components/admin/shell/admin-page"

import { saveSettings } from "./actions"
import { adminMetadata } from "../_shared/metadata"

const INTRO = "Dados da organização, redes sociais, números do site, comissões e moderação."

export const metadata: Metadata = adminMetadata({
  title: "Configurações",
  description: INTRO,
  path: "/admin/configuracoes",
})

export default function AdminSettingsPage() {
  return (
    <AdminSuspense>
      <Guarded />
    </AdminSuspense>
  )
}

async function Guarded() {
  await guardRoute("/admin/configuracoes")
  const settings = await getSiteSettings()
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
