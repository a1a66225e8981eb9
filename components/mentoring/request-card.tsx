"use client"

import * as React from "react"

import { fieldError } from "@/lib/action-state"
import { formatDateTime, formatDayMonthTime, formatTime, formatWeekdayDay } from "@/lib/format"
import { useToastedAction } from "@/lib/hooks/use-action-toast"
import { keepValuesOnSubmit } from "@/lib/hooks/use-form-action"
import type { MentoringRequest } from "@/lib/mentoring/types"
import { MENTORING_FORMAT_NAMES, MENTORING_LIMITS } from "@/lib/mentoring/vocabulary"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { NativeSelect } from "@/components/ui/native-select"
import { Textarea } from "@/components/ui/textarea"
import { FormDialog } from "@/components/forms/form-dialog"
import { HiddenFields } from "@/components/forms/hidden-fields"

import { respondMentoringRequestAction } from "./actions"

export interface MentoringRequestCardProps {
  request: MentoringRequest
  /** The mentor's bookable times she may propose instead (empty: no "Propor outro horário"). */
  bookable: string[]
  headingLevel?: 2 | 3
}

const STATUS_LABELS: Record<MentoringRequest["status"], string> = {
  open: "Em aberto",
  accepted: "Aceito",
  declined: "Recusado",
  withdrawn: "Retirado",
}

/**
 * One mentoring request (issue #40) and its buttons for the side that answers now: accept one of
 * the proposed times, propose another of the mentor's bookable times, or decline (an optional
 * message); the mentee may withdraw her open request. Each step is also a message in the
 * conversation; the database checks who may take it.
 */
export function MentoringRequestCard({ request, bookable, headingLevel = 3 }: MentoringRequestCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const open = request.status === "open"
  const proposer = request.proposedBy === request.role ? "Você propôs" : `${request.other.name} propôs`
  return (
    <article
      aria-label={`Pedido de mentoria: ${request.topic}`}
      className="bg-card space-y-3 rounded-lg border p-4"
      data-testid="mentoring-request"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-base font-semibold break-words">Pedido de mentoria: {request.topic}</Heading>
        <Badge variant={open ? "default" : "secondary"}>{STATUS_LABELS[request.status]}</Badge>
      </div>
      <p className="text-muted-foreground text-sm">
        {request.role === "mentor" ? `De ${request.other.name}` : `Para ${request.other.name}`} ·{" "}
        {MENTORING_FORMAT_NAMES[request.format]} · enviado em {formatDateTime(request.createdAt)}
      </p>
      {request.needs ? <p className="text-sm break-words whitespace-pre-line">{request.needs}</p> : null}
      {open ? (
        <div className="space-y-1 text-sm">
          <p className="font-medium">{proposer} (horário de Brasília):</p>
          <ul className="list-inside list-disc">
            {request.proposedTimes.map((time) => (
              <li key={time}>
                {formatWeekdayDay(time)} às {formatTime(time)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {request.responseMessage ? (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="text-muted-foreground">Mensagem: </span>
          {request.responseMessage}
        </p>
      ) : null}
      {open && request.awaitsMe ? <AnswerControls request={request} bookable={bookable} /> : null}
      {open && !request.awaitsMe ? (
        <p className="text-muted-foreground text-sm">Aguardando a resposta de {request.other.name}.</p>
      ) : null}
      {open && request.role === "mentee" ? <WithdrawButton requestId={request.id} /> : null}
    </article>
  )
}

function AnswerControls({ request, bookable }: { request: MentoringRequest; bookable: string[] }) {
  const [accepted, accept, accepting] = useToastedAction(respondMentoringRequestAction, { error: null })
  const [proposed, propose, proposing] = useToastedAction(respondMentoringRequestAction, { error: null })
  const id = React.useId()
  const others = bookable.filter((time) => !request.proposedTimes.includes(time))
  const proposeError = proposed.status === "error" ? (fieldError(proposed, "time") ?? proposed.message) : undefined
  return (
    <div className="space-y-4 border-t pt-3">
      <form action={accept} onSubmit={keepValuesOnSubmit(accept)} className="space-y-2">
        <HiddenFields fields={{ requestId: request.id, decision: "accept" }} />
        <p className="text-sm font-medium">Aceitar um dos horários</p>
        <div className="flex flex-wrap gap-2">
          {request.proposedTimes.map((time) => (
            <Button key={time} type="submit" name="time" value={time} size="sm" disabled={accepting}>
              Aceitar {formatDayMonthTime(time)}
            </Button>
          ))}
        </div>
        <p role="status" className="text-destructive text-sm">
          {accepted.status === "error" ? accepted.message : ""}
        </p>
      </form>
      {others.length ? (
        <form action={propose} onSubmit={keepValuesOnSubmit(propose)} className="space-y-2">
          <HiddenFields fields={{ requestId: request.id, decision: "propose" }} />
          <Label htmlFor={`${id}-horario`}>Propor outro horário</Label>
          <div className="flex flex-wrap gap-2">
            <NativeSelect
              id={`${id}-horario`}
              name="time"
              className="w-auto"
              defaultValue={proposed.status === "error" ? (proposed.values?.time ?? "") : ""}
              aria-invalid={proposeError ? true : undefined}
              aria-describedby={proposeError ? `${id}-horario-erro` : undefined}
            >
              <option value="">Escolha um horário</option>
              {others.map((time) => (
                <option key={time} value={time}>
                  {formatWeekdayDay(time)} às {formatTime(time)}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" variant="outline" size="sm" disabled={proposing}>
              Propor este horário
            </Button>
          </div>
          <p id={`${id}-horario-erro`} role="status" className="text-destructive text-sm">
            {proposeError ?? ""}
          </p>
        </form>
      ) : null}
      <DeclineDialog requestId={request.id} />
    </div>
  )
}

function DeclineDialog({ requestId }: { requestId: string }) {
  const [open, setOpen] = React.useState(false)
  const [state, action, pending] = useToastedAction(respondMentoringRequestAction, {
    error: null,
    onSuccess: () => setOpen(false),
  })
  const id = React.useId()
  const error = state.status === "error" ? (fieldError(state, "message") ?? state.message) : undefined
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="outline" size="sm">
          Recusar pedido
        </Button>
      }
      title="Recusar pedido de mentoria"
      description="Se quiser, explique o motivo ou indique outra pessoa. A mensagem aparece na conversa de vocês."
      action={action}
      fields={{ requestId, decision: "decline" }}
      submitLabel="Recusar pedido"
      pending={pending}
      formClassName="space-y-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-mensagem`}>Mensagem (opcional)</Label>
        <Textarea
          id={`${id}-mensagem`}
          name="message"
          maxLength={MENTORING_LIMITS.responseMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
        />
        <p id={`${id}-erro`} role="status" className="text-destructive text-sm">
          {error ?? ""}
        </p>
      </div>
    </FormDialog>
  )
}

function WithdrawButton({ requestId }: { requestId: string }) {
  const [state, action, pending] = useToastedAction(respondMentoringRequestAction, { error: null })
  return (
    <form action={action} onSubmit={keepValuesOnSubmit(action)} className="space-y-1">
      <HiddenFields fields={{ requestId, decision: "withdraw" }} />
      <Button type="submit" variant="ghost" size="sm" disabled={pending}>
        Retirar pedido
      </Button>
      <p role="status" className="text-destructive text-sm">
        {state.status === "error" ? state.message : ""}
      </p>
    </form>
  )
}
