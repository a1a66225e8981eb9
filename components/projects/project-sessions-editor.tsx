"use client"

import { fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { describedBy, FieldError, FormFooter } from "@/components/projects/form-parts"
import { HiddenFieldsForm } from "@/components/forms/hidden-fields-form"

/** A session as its form shows it: dates as São Paulo "2026-12-01T19:30" for datetime-local inputs. */
export type SessionFormValues = { id: string; title: string; starts_at: string; ends_at: string }

export type ProjectSessionsEditorProps = {
  projectId: string
  sessions: SessionFormValues[]
  add: FormAction
  update: FormAction
  remove: FormAction
}

/** The project's sessions (encontros): each one edited or removed in its row, and a form to add one. */
export function ProjectSessionsEditor({ projectId, sessions, add, update, remove }: ProjectSessionsEditorProps) {
  return (
    <div className="space-y-4">
      {sessions.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum encontro cadastrado: a agenda usa as datas do projeto.</p>
      ) : (
        <ol className="space-y-3">
          {sessions.map((session, index) => (
            <li key={session.id} className="bg-card flex flex-wrap items-end gap-3 rounded-xl border p-4">
              <SessionForm
                projectId={projectId}
                action={update}
                session={session}
                legend={`Encontro ${index + 1}: ${session.title}`}
                submitLabel="Salvar encontro"
              />
              <RemoveSession projectId={projectId} session={session} action={remove} />
            </li>
          ))}
        </ol>
      )}
      <div className="rounded-xl border border-dashed p-4">
        <SessionForm projectId={projectId} action={add} legend="Novo encontro" submitLabel="Adicionar encontro" />
      </div>
    </div>
  )
}

function SessionForm({
  projectId,
  action,
  session,
  legend,
  submitLabel,
}: {
  projectId: string
  action: FormAction
  session?: SessionFormValues
  legend: string
  submitLabel: string
}) {
  const [state, form, pending] = useFormAction(action, IDLE, {
    // The new session's form clears for the next one; a session's own form keeps what was saved.
    resetWhen: (answer) => !session && answer.status === "success",
  })
  useActionToast(state, { error: formErrorToast })
  // Ids unique on the page: one form per session plus the new one.
  const prefix = `sessao-${session?.id ?? "nova"}`
  const field = (name: "title" | "starts_at" | "ends_at", label: string, type: string, required: boolean) => {
    const id = `${prefix}-${name}`
    return (
      <div className="min-w-40 flex-1 space-y-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          name={name}
          type={type}
          required={required}
          maxLength={type === "text" ? 160 : undefined}
          defaultValue={fieldValue(state, name) ?? session?.[name] ?? ""}
          {...describedBy(state, name, id)}
        />
        <FieldError state={state} name={name} id={id} />
      </div>
    )
  }
  return (
    <form {...form} className="flex-1">
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        <input type="hidden" name="projectId" value={projectId} />
        {session ? <input type="hidden" name="sessionId" value={session.id} /> : null}
        {field("title", "Título do encontro", "text", true)}
        {field("starts_at", "Início do encontro", "datetime-local", true)}
        {field("ends_at", "Fim do encontro (opcional)", "datetime-local", false)}
        <FormFooter state={state} pending={pending} label={submitLabel} variant={session ? "outline" : "default"} />
      </fieldset>
    </form>
  )
}

function RemoveSession({
  projectId,
  session,
  action,
}: {
  projectId: string
  session: SessionFormValues
  action: FormAction
}) {
  return (
    <HiddenFieldsForm action={action} fields={{ projectId, sessionId: session.id }}>
      {(pending) => (
        <Button type="submit" variant="ghost" disabled={pending} aria-label={`Remover o encontro ${session.title}`}>
          Remover
        </Button>
      )}
    </HiddenFieldsForm>
  )
}
