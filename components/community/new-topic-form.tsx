"use client"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { TOPIC_TITLE_MAX } from "@/lib/community-limits"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { CommunityEditor, type CommunityImageAction, MENTION_HINT } from "./community-editor"
import type { MentionablesAction } from "./mention-suggestions"
import { FormSubmitRow } from "./form-submit-row"

export interface NewTopicFormProps {
  groupId: string
  action: FormAction
  uploadImage: CommunityImageAction
  loadMentionables?: MentionablesAction
}

/** Title and message of a new topic; the action opens the topic when it is published. */
export function NewTopicForm({ groupId, action, uploadImage, loadMentionables }: NewTopicFormProps) {
  // A refusal keeps the title and the message as she left them (useFormAction does not reset).
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state, { success: null })
  const titleError = fieldError(state, "title")
  const bodyError = fieldError(state, "body")

  return (
    <form {...form} className="space-y-4" aria-label="Novo tópico" noValidate>
      <input type="hidden" name="groupId" value={groupId} />
      <div className="grid gap-2">
        <Label htmlFor="novo-topico-titulo">Título</Label>
        <Input
          id="novo-topico-titulo"
          name="title"
          required
          maxLength={TOPIC_TITLE_MAX}
          defaultValue={fieldValue(state, "title")}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? "novo-topico-titulo-erro" : undefined}
        />
        {titleError ? (
          <p id="novo-topico-titulo-erro" className="text-destructive text-sm">
            {titleError}
          </p>
        ) : null}
      </div>
      <CommunityEditor
        id="novo-topico-mensagem"
        label="Mensagem"
        groupId={groupId}
        uploadImage={uploadImage}
        loadMentionables={loadMentionables}
        initialHtml={fieldValue(state, "body") ?? ""}
        error={bodyError}
        hint={MENTION_HINT}
      />
      <FormSubmitRow
        pending={pending}
        label="Publicar tópico"
        pendingLabel="Publicando…"
        message={state.status === "error" && !titleError && !bodyError ? state.message : ""}
      />
    </form>
  )
}
