"use client"

import { LockIcon, LockOpenIcon, PinIcon, PinOffIcon } from "lucide-react"

import { IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { HiddenFields } from "@/components/forms/hidden-fields"

// Each switch says what pressing it does: undo the flag when it is set, set it when it is not.
const FLAGS = [
  { flag: "pinned", on: { icon: PinOffIcon, label: "Desafixar" }, off: { icon: PinIcon, label: "Fixar no topo" } },
  {
    flag: "locked",
    on: { icon: LockOpenIcon, label: "Reabrir tópico" },
    off: { icon: LockIcon, label: "Trancar tópico" },
  },
] as const

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
  action: FormAction
}) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state)
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Moderação do tópico">
      {FLAGS.map(({ flag, on, off }) => {
        const set = flag === "pinned" ? pinned : locked
        const { icon: Icon, label } = set ? on : off
        return (
          <form key={flag} {...form}>
            <HiddenFields fields={{ topicId, flag, value: set ? "false" : "true" }} />
            <Button type="submit" variant="outline" size="sm" disabled={pending}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          </form>
        )
      })}
    </div>
  )
}
