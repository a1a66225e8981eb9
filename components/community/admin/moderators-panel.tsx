"use client"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import type { GroupModerator } from "@/lib/data/community"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { useToastingAction } from "../use-toasting-action"

/** A group's moderators, each with "Encerrar", and a form to appoint one by her account's e-mail. */
export function ModeratorsPanel({
  groupId,
  moderators,
  action,
}: {
  groupId: string
  moderators: GroupModerator[]
  action: FormAction
}) {
  const [state, form, pending] = useFormAction(action, IDLE, { resetWhen: (answer) => answer.status === "success" })
  useActionToast(state, { error: formErrorToast })
  const error = fieldError(state, "email")
  return (
    <div className="space-y-6">
      {moderators.length === 0 ? (
        <p className="text-muted-foreground text-sm">Este grupo ainda não tem moderadora.</p>
      ) : (
        <ul className="space-y-2">
          {moderators.map((moderator) => (
            <li key={moderator.userId} className="flex items-center justify-between gap-2 text-sm">
              <span>{moderator.name}</span>
              <DismissButton groupId={groupId} moderator={moderator} action={action} />
            </li>
          ))}
        </ul>
      )}
      <form {...form} className="space-y-2" noValidate aria-label="Nomear moderadora">
        <input type="hidden" name="groupId" value={groupId} />
        <input type="hidden" name="moderator" value="true" />
        <Label htmlFor={`moderadora-${groupId}`}>E-mail da conta</Label>
        <div className="flex gap-2">
          <Input
            id={`moderadora-${groupId}`}
            name="email"
            type="email"
            defaultValue={fieldValue(state, "email")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `moderadora-${groupId}-erro` : undefined}
          />
          <Button type="submit" disabled={pending}>
            Nomear
          </Button>
        </div>
        {error ? (
          <p id={`moderadora-${groupId}-erro`} className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  )
}

function DismissButton({
  groupId,
  moderator,
  action,
}: {
  groupId: string
  moderator: GroupModerator
  action: FormAction
}) {
  const [, formAction, pending] = useToastingAction(action)
  return (
    <form action={formAction}>
      <input type="hidden" name="groupId" value={groupId} />
      <input type="hidden" name="moderator" value="false" />
      {/* The action finds her by e-mail; the id alone would need a second lookup path. */}
      <input type="hidden" name="email" value={moderator.email} />
      <Button
        type="submit"
        size="sm"
        variant="ghost"
        disabled={pending}
        aria-label={`Encerrar moderação de ${moderator.name}`}
      >
        Encerrar
      </Button>
    </form>
  )
}
