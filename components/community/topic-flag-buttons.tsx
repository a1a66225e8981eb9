"use client"

import { useActionState } from "react"
import { LockIcon, LockOpenIcon, PinIcon, PinOffIcon } from "lucide-react"

import { type ActionState, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { Button } from "@/components/ui/button"

type FlagAction = (prev: ActionState, formData: FormData) => Promise<ActionState>

/** The moderators' pin and lock switches of a topic. */
export function TopicFlagButtons({
  topicId,
  pinned,
  locked,
  action,
}: {
  topicId: string
  pinned: boolean
  locked: boolean
  action: FlagAction
}) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  useActionToast(state)
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Moderação do tópico">
      <form action={formAction}>
        <input type="hidden" name="topicId" value={topicId} />
        <input type="hidden" name="flag" value="pinned" />
        <input type="hidden" name="value" value={pinned ? "false" : "true"} />
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {pinned ? <PinOffIcon aria-hidden="true" /> : <PinIcon aria-hidden="true" />}
          {pinned ? "Desafixar" : "Fixar no topo"}
        </Button>
      </form>
      <form action={formAction}>
        <input type="hidden" name="topicId" value={topicId} />
        <input type="hidden" name="flag" value="locked" />
        <input type="hidden" name="value" value={locked ? "false" : "true"} />
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {locked ? <LockOpenIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
          {locked ? "Reabrir tópico" : "Trancar tópico"}
        </Button>
      </form>
    </div>
  )
}
