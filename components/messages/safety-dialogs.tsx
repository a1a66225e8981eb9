"use client"

import * as React from "react"
import Link from "next/link"
import { EyeOffIcon, FlagIcon, ShieldBanIcon, ShieldCheckIcon } from "lucide-react"

import { type ActionState, fieldError, fieldValue, type FormAction } from "@/lib/action-state"
import { useToastedAction } from "@/lib/hooks/use-action-toast"
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "@/lib/validations/direct-messages"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { NativeSelect } from "@/components/ui/native-select"
import { Textarea } from "@/components/ui/textarea"
import { FormDialog } from "@/components/forms/form-dialog"

/** Toasts a failure in the dialog's own status line instead (the dialog stays open with her choice). */
const NO_ERROR_TOAST = { error: null }

export interface BlockDialogProps {
  memberId: string
  memberName: string
  conversationId: string
  blocked: boolean
  block: FormAction
  unblock: FormAction
  onChanged?: (blocked: boolean) => void
}

/**
 * "Bloquear" (and "Desbloquear"): a confirmation saying what blocking does, so she knows the other
 * is not told and can be unblocked later.
 */
export function BlockDialog({
  memberId,
  memberName,
  conversationId,
  blocked,
  block,
  unblock,
  onChanged,
}: BlockDialogProps) {
  const [open, setOpen] = React.useState(false)
  const [state, action, pending] = useToastedAction(blocked ? unblock : block, {
    ...NO_ERROR_TOAST,
    onSuccess: () => {
      setOpen(false)
      onChanged?.(!blocked)
    },
  })
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {blocked ? <ShieldCheckIcon aria-hidden="true" /> : <ShieldBanIcon aria-hidden="true" />}
          {blocked ? "Desbloquear" : "Bloquear"}
        </Button>
      }
      title={blocked ? `Desbloquear ${memberName}?` : `Bloquear ${memberName}?`}
      description={
        blocked
          ? "Ela poderá voltar a enviar mensagens para você e vocês voltam a se encontrar no diretório de associadas."
          : "Ela não poderá mais enviar mensagens para você, e nenhuma das duas encontrará a outra no diretório de associadas. Ela não é avisada. Você pode desbloquear quando quiser."
      }
      action={action}
      fields={{ memberId, conversationId }}
      submitLabel={blocked ? "Desbloquear" : "Bloquear"}
      submitVariant={blocked ? "default" : "destructive"}
      pending={pending}
      formClassName="space-y-4"
    >
      <StatusLine state={state} />
    </FormDialog>
  )
}

export interface ReportDialogProps {
  conversationId: string
  /** One message reported, or the whole conversation. */
  messageId?: string
  report: FormAction
  /** A small link-like trigger beside a message instead of the toolbar's button. */
  compact?: boolean
}

/** Denunciar: a reason from the list and optional details; the conversation opens to the moderation. */
export function ReportDialog({ conversationId, messageId, report, compact = false }: ReportDialogProps) {
  const [open, setOpen] = React.useState(false)
  const [state, action, pending] = useToastedAction(report, { ...NO_ERROR_TOAST, onSuccess: () => setOpen(false) })
  const id = React.useId()
  const reasonError = fieldError(state, "reason")
  const detailsError = fieldError(state, "details")
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        compact ? (
          <Button
            variant="link"
            size="sm"
            className="text-muted-foreground h-auto p-0 text-xs"
            aria-label="Denunciar esta mensagem"
          >
            Denunciar
          </Button>
        ) : (
          <Button variant="outline" size="sm">
            <FlagIcon aria-hidden="true" />
            Denunciar
          </Button>
        )
      }
      title={messageId ? "Denunciar mensagem" : "Denunciar conversa"}
      description="A equipe de moderação passa a ler esta conversa para analisar a denúncia. A outra pessoa não é avisada de quem denunciou."
      action={action}
      fields={messageId ? { conversationId, messageId } : { conversationId }}
      submitLabel="Enviar denúncia"
      submitVariant="destructive"
      pending={pending}
      formClassName="space-y-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-motivo`}>Motivo</Label>
        <NativeSelect
          id={`${id}-motivo`}
          name="reason"
          required
          defaultValue={fieldValue(state, "reason") ?? ""}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-motivo-erro` : undefined}
        >
          <option value="" disabled>
            Escolha um motivo
          </option>
          {Object.entries(REPORT_REASONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        {reasonError ? (
          <p id={`${id}-motivo-erro`} className="text-destructive text-sm">
            {reasonError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-detalhes`}>Detalhes (opcional)</Label>
        <Textarea
          id={`${id}-detalhes`}
          name="details"
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          defaultValue={fieldValue(state, "details") ?? ""}
          aria-invalid={detailsError ? true : undefined}
        />
      </div>
      <p className="text-muted-foreground text-xs">
        Leia as{" "}
        <Link href="/diretrizes" className="underline underline-offset-2">
          diretrizes da comunidade
        </Link>{" "}
        para saber o que acontece depois de uma denúncia.
      </p>
      <StatusLine state={state} skip={reasonError} />
    </FormDialog>
  )
}

export interface HideDialogProps {
  conversationId: string
  hide: FormAction
}

/** Ocultar: the conversation leaves her list until a new message arrives; nothing is deleted. */
export function HideDialog({ conversationId, hide }: HideDialogProps) {
  const [open, setOpen] = React.useState(false)
  const [state, action, pending] = useToastedAction(hide, NO_ERROR_TOAST)
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm">
          <EyeOffIcon aria-hidden="true" />
          Ocultar
        </Button>
      }
      title="Ocultar conversa?"
      description="Ela sai da sua lista até chegar uma nova mensagem. Nada é apagado, e a outra pessoa continua vendo a conversa. Para não receber mais mensagens, use Bloquear."
      action={action}
      fields={{ conversationId }}
      submitLabel="Ocultar"
      pending={pending}
      formClassName="space-y-4"
    >
      <StatusLine state={state} />
    </FormDialog>
  )
}

function StatusLine({ state, skip }: { state: ActionState; skip?: string }) {
  const text = state.status === "error" && state.message !== skip ? state.message : ""
  return (
    <p role="status" className="text-destructive text-sm">
      {text}
    </p>
  )
}
