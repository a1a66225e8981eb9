"use client"

import { useActionState } from "react"

import { type ActionState, fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { TOPIC_TITLE_MAX } from "@/lib/community-limits"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { CommunityEditor, type CommunityImageAction, MENTION_HINT } from "./community-editor"
import { FormSubmitRow } from "./form-submit-row"

type Counted = ActionState & { attempt: number }

export interface NewTopicFormProps {
  groupId: string
  action: FormAction
  uploadImage: CommunityImageAction
}

/** Title and message of a new topic; the action opens the topic when it is published. */
export function NewTopicForm({ groupId, action, uploadImage }: NewTopicFormProps) {
  // Each answer is numbered, so the fields start again from what she typed after a refusal.
  const [state, formAction, pending] = useActionState(
    async (previous: Counted, formData: FormData): Promise<Counted> => ({
      ...(await action(previous, formData)),
      attempt: previous.attempt + 1,
    }),
    { ...IDLE, attempt: 0 }
  )
  useActionToast(state, { success: null })
  const titleError = fieldError(state, "title")
  const bodyError = fieldError(state, "body")
  const attempt = state.attempt

  return (
    <form action={formAction} className="space-y-4" aria-label="Novo tópico" noValidate>
      <input type="hidden" name="groupId" value={groupId} />
      <div className="grid gap-2">
        <Label htmlFor="novo-topico-titulo">Título</Label>
        <Input
          id="novo-topico-titulo"
          name="title"
          required
          maxLength={TOPIC_TITLE_MAX}
          defaultValue={fieldValue(state, "title")}
          key={`titulo-${attempt}`}
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
        key={`corpo-${attempt}`}
        id="novo-topico-mensagem"
        label="Mensagem"
        groupId={groupId}
        uploadImage={uploadImage}
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
