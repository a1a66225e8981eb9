"use client"

import { useToastedAction } from "@/lib/hooks/use-action-toast"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"

import { removePushDeviceAction } from "../push-actions"
import type { PushDeviceView } from "./push-types"

/** Her devices with push on; "Remover" stops pushes to one (and cancels this browser's, if it is this one). */
export function PushDeviceList({
  devices,
  currentEndpoint,
  onRemoveCurrent,
}: {
  devices: PushDeviceView[]
  currentEndpoint: string | null
  /** Cancels this browser's subscription after its row is removed. */
  onRemoveCurrent: () => void
}) {
  return (
    <section aria-labelledby="push-aparelhos" className="space-y-3">
      <h3 id="push-aparelhos" className="text-lg font-semibold">
        Seus aparelhos
      </h3>
      {devices.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum aparelho recebe notificações ainda.</p>
      ) : (
        <ul aria-labelledby="push-aparelhos" className="divide-y rounded-xl border">
          {devices.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              current={device.endpoint === currentEndpoint}
              onRemoved={device.endpoint === currentEndpoint ? onRemoveCurrent : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  )
}

function DeviceRow({
  device,
  current,
  onRemoved,
}: {
  device: PushDeviceView
  current: boolean
  onRemoved: (() => void) | undefined
}) {
  // The row leaves the list with the answer's new render: the toast must not wait for an effect here.
  const [, remove, pending] = useToastedAction(removePushDeviceAction, { onSuccess: () => onRemoved?.() })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
          {device.name}
          {current ? <Badge variant="secondary">Este aparelho</Badge> : null}
        </p>
        <p className="text-muted-foreground text-sm">
          Ativado em {device.addedOn}.{" "}
          {device.lastPushAt ? `Última notificação em ${device.lastPushAt}.` : "Nenhuma notificação entregue ainda."}
        </p>
      </div>
      <form action={remove}>
        <input type="hidden" name="id" value={device.id} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={pending}
          aria-busy={pending}
          aria-label={`Remover ${device.name}`}
        >
          {pending ? "Removendo..." : "Remover"}
        </Button>
      </form>
    </li>
  )
}
