import type { Metadata } from "next"
import Link from "next/link"

import { requireUser } from "@/lib/auth"
import { getMyNotificationPreferences } from "@/lib/data/notification-preferences"
import { getMyPushCategories, listMyPushDevices } from "@/lib/data/push"
import { formatDate, formatDateTime } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { preferencesFormValues } from "@/lib/notifications/preferences"
import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"
import { vapidPublicKey } from "@/lib/push/server-vapid"

import { NotificationPreferencesForm } from "./_components/notification-preferences-form"
import { PushSettings } from "./_components/push-settings"

export const metadata: Metadata = pageMetadata({
  title: "Notificações por e-mail",
  description: "Escolha quais notificações chegam ao seu e-mail, e quando, e quais chegam aos seus aparelhos.",
  path: NOTIFICATION_PREFERENCES_PATH,
  noIndex: true,
})

/**
 * Her e-mail preferences (issue #39): per category, at once, in the digest or not by e-mail; the
 * digest's rhythm, day and hour. The bell keeps every notification whatever she chooses here.
 * Below, push notifications to her devices (issue #41): this browser, the categories, her devices.
 */
export default async function NotificationPreferencesPage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself too.
  const viewer = await requireUser(NOTIFICATION_PREFERENCES_PATH)
  const [preferences, devices, pushCategories] = await Promise.all([
    getMyNotificationPreferences(),
    listMyPushDevices(),
    getMyPushCategories(),
  ])

  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Notificações por e-mail</h1>
        <p className="text-muted-foreground [overflow-wrap:anywhere]">
          Escolha o que chega ao seu e-mail{viewer.email ? <> ({viewer.email})</> : null}: na hora, num resumo ou nada.
          O sino do painel sempre mostra tudo.
        </p>
        <p className="text-muted-foreground text-sm">
          Para trocar o endereço, vá a{" "}
          <Link href="/dashboard/perfil" className="text-foreground underline underline-offset-4">
            Meu perfil
          </Link>
          .
        </p>
      </header>
      <NotificationPreferencesForm values={preferencesFormValues(preferences)} />
      <PushSettings
        vapidPublicKey={vapidPublicKey()}
        categories={pushCategories}
        devices={devices.map((device) => ({
          id: device.id,
          name: device.deviceName,
          endpoint: device.endpoint,
          addedOn: formatDate(device.createdAt),
          lastPushAt: device.lastSuccessAt ? formatDateTime(device.lastSuccessAt) : null,
        }))}
      />
    </div>
  )
}
