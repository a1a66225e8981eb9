"use client"

import { BellRing } from "lucide-react"
import { useEffect, useState, useSyncExternalStore } from "react"

import { IDLE } from "@/lib/action-state"
import { toast } from "@/lib/hooks/use-toast"
import {
  currentEndpoint,
  PushSetupError,
  pushSupport,
  type PushSupport,
  type SubscriptionFields,
  turnOnPush,
  unsubscribeThisBrowser,
} from "@/lib/push/browser-subscription"
import { deviceNameFromUserAgent } from "@/lib/push/device-name"
import { Alert, AlertDescription } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"

import { removePushDeviceAction, savePushSubscriptionAction } from "../push-actions"
import { PushCategoriesForm } from "./push-categories-form"
import { PushDeviceList } from "./push-device-list"
import { PUSH_NOT_CONFIGURED, PUSH_SETUP_MESSAGES, PUSH_SUPPORT_MESSAGES } from "./push-messages"
import type { PushCategoryChoices, PushDeviceView } from "./push-types"

const subscribeNothing = () => () => {}
const readSupport = () => pushSupport(window)
const serverSupport = () => null

/**
 * "Notificações neste aparelho" (issue #41): turn push on or off in this browser, the categories
 * pushed, her devices. Loaded on /dashboard/notificacoes only. Turning on asks permission, then
 * subscribes at the browser's push service and saves the subscription within 10 s; any failure
 * ends in a pt-BR sentence and nothing saved.
 */
export function PushSettings({
  vapidPublicKey,
  devices,
  categories,
}: {
  /** null when the server has no VAPID keys: push is off for the whole site. */
  vapidPublicKey: string | null
  devices: PushDeviceView[]
  categories: PushCategoryChoices
}) {
  // Known only in the browser: the server renders the "checking" state.
  const support = useSyncExternalStore<PushSupport | null>(subscribeNothing, readSupport, serverSupport)
  const [endpoint, setEndpoint] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  // This browser's subscription, if any, marks "Este aparelho" (an answer from the browser, later).
  useEffect(() => {
    if (support === "supported") void currentEndpoint().then(setEndpoint)
  }, [support])

  const thisDevice = endpoint ? devices.find((device) => device.endpoint === endpoint) : undefined

  async function turnOn() {
    if (!vapidPublicKey) return
    setBusy(true)
    setProblem(null)
    let sent: SubscriptionFields | null = null
    try {
      const answer = await turnOnPush({
        applicationServerKey: vapidPublicKey,
        save: (fields) => {
          sent = fields
          const data = new FormData()
          for (const [name, value] of Object.entries(fields)) data.set(name, value)
          data.set("deviceName", deviceNameFromUserAgent(navigator.userAgent))
          return savePushSubscriptionAction(IDLE, data)
        },
      })
      if (answer.status === "success") {
        setEndpoint((sent as SubscriptionFields | null)?.endpoint ?? null)
        toast({ title: answer.message })
      } else if (answer.status === "error") {
        setProblem(answer.message)
      }
    } catch (error) {
      setProblem(PUSH_SETUP_MESSAGES[error instanceof PushSetupError ? error.reason : "failed"])
    } finally {
      setBusy(false)
    }
  }

  async function turnOff() {
    if (!thisDevice) return
    setBusy(true)
    setProblem(null)
    const data = new FormData()
    data.set("id", thisDevice.id)
    try {
      const answer = await removePushDeviceAction(IDLE, data)
      if (answer.status === "error") return setProblem(answer.message)
      await unsubscribeThisBrowser()
      setEndpoint(null)
      toast({ title: "Notificações desativadas neste aparelho." })
    } catch {
      setProblem("Não foi possível desativar agora. Tente novamente em instantes.")
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="push-titulo" className="space-y-8 border-t pt-8">
      <div className="space-y-2">
        <h2 id="push-titulo" className="text-xl font-semibold">
          Notificações neste aparelho
        </h2>
        <p className="text-muted-foreground">
          Receba no celular ou no computador, mesmo com o site fechado, as notificações das categorias que você
          escolher. Ative em cada aparelho, nele mesmo.
        </p>
      </div>

      <div className="space-y-3 rounded-xl border p-4" aria-live="polite" aria-busy={support === null || busy}>
        {!vapidPublicKey ? (
          <p className="text-muted-foreground text-sm">{PUSH_NOT_CONFIGURED}</p>
        ) : support === null ? (
          <p className="text-muted-foreground text-sm">Verificando este navegador...</p>
        ) : support !== "supported" ? (
          <p className="text-sm">{PUSH_SUPPORT_MESSAGES[support]}</p>
        ) : thisDevice ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm">
              <BellRing aria-hidden className="size-4" />
              As notificações estão ativadas neste aparelho ({thisDevice.name}).
            </p>
            <Button type="button" variant="outline" onClick={turnOff} disabled={busy} aria-busy={busy}>
              {busy ? "Desativando..." : "Desativar neste aparelho"}
            </Button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">As notificações estão desativadas neste aparelho.</p>
            <Button type="button" onClick={turnOn} disabled={busy} aria-busy={busy}>
              {busy ? "Ativando..." : "Ativar neste aparelho"}
            </Button>
          </div>
        )}
        {problem ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        ) : null}
      </div>

      <PushCategoriesForm categories={categories} />
      <PushDeviceList
        devices={devices}
        currentEndpoint={endpoint}
        onRemoveCurrent={() => {
          setEndpoint(null)
          void unsubscribeThisBrowser()
        }}
      />
    </section>
  )
}
