"use client"

import { fieldError, IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { GROUP_DESCRIPTION_MAX } from "@/lib/validations/community"
import { Button } from "@/components/ui/button"
import { FileInput } from "@/components/ui/file-input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

/** What a moderator may change of her group: the description and the cover. */
export function GroupDetailsForm({
  groupId,
  description,
  action,
}: {
  groupId: string
  description: string
  action: FormAction
}) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state)
  const descriptionError = fieldError(state, "description")
  const coverError = fieldError(state, "cover")
  return (
    <form {...form} className="space-y-4" aria-label="Descrição e capa" noValidate>
      <input type="hidden" name="groupId" value={groupId} />
      <div className="grid gap-2">
        <Label htmlFor="grupo-descricao">Descrição</Label>
        <Textarea
          id="grupo-descricao"
          name="description"
          defaultValue={description}
          maxLength={GROUP_DESCRIPTION_MAX}
          rows={4}
          aria-invalid={descriptionError ? true : undefined}
        />
        {descriptionError ? <p className="text-destructive text-sm">{descriptionError}</p> : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="grupo-capa">Nova capa (JPEG, PNG, WebP ou AVIF, até 5 MB)</Label>
        <FileInput
          id="grupo-capa"
          name="cover"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={coverError ? true : undefined}
        />
        {coverError ? <p className="text-destructive text-sm">{coverError}</p> : null}
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? "Salvando…" : "Salvar"}
      </Button>
    </form>
  )
}
