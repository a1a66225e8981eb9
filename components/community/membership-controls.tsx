"use client"

import Link from "next/link"
import { CheckIcon, HourglassIcon, LogInIcon, LogOutIcon, MailOpenIcon, UserPlusIcon } from "lucide-react"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { communityGroupPath, type GroupKind, type Membership } from "@/lib/community"
import { REQUEST_MESSAGE_MAX } from "@/lib/community-limits"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

export interface MembershipControlsProps {
  groupId: string
  slug: string
  groupName: string
  kind: GroupKind
  /** null: signed in without a membership; "visitor": nobody signed in; undefined: still asking. */
  membership: Membership | null | "visitor" | undefined
  join: FormAction
  leave: FormAction
  /** After a join or leave went through (the list asks for the memberships again). */
  onChanged?: () => void
  /** A by-request group's request offers a message to the moderation (the group page). */
  withMessage?: boolean
}

/**
 * "Entrar no grupo" / "Sair", and the states between: a request waiting for the moderators, an
 * invitation to accept or decline, a removal. Plain forms, so they work before hydration too.
 */
export function MembershipControls(props: MembershipControlsProps) {
  const { groupId, slug, groupName, kind, membership, join, leave, onChanged, withMessage } = props
  const [joinState, joinForm, joining] = useFormAction(join, IDLE)
  const [leaveState, leaveForm, leaving] = useFormAction(leave, IDLE)
  useActionToast(joinState, { onSuccess: () => onChanged?.() })
  useActionToast(leaveState, { onSuccess: () => onChanged?.() })
  const label = (text: string) => `${text}: ${groupName}`

  if (membership === undefined) {
    return <p className="text-muted-foreground text-sm">Carregando sua participação…</p>
  }
  if (membership === "visitor") {
    return (
      <Button asChild variant="outline" size="sm">
        <Link href={`/auth?from=${encodeURIComponent(communityGroupPath(slug))}`} aria-label={label("Entrar no grupo")}>
          <LogInIcon aria-hidden="true" />
          Entrar no grupo
        </Link>
      </Button>
    )
  }

  const hidden = <input type="hidden" name="groupId" value={groupId} />

  if (membership?.status === "removed") {
    return <p className="text-muted-foreground text-sm">A moderação removeu você deste grupo.</p>
  }
  if (membership?.status === "active") {
    return (
      <form {...leaveForm}>
        {hidden}
        <Button type="submit" variant="outline" size="sm" disabled={leaving} aria-label={label("Sair do grupo")}>
          <LogOutIcon aria-hidden="true" />
          Sair
        </Button>
      </form>
    )
  }
  if (membership?.status === "pending") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground inline-flex items-center gap-1.5 text-sm">
          <HourglassIcon className="size-4" aria-hidden="true" />
          Pedido enviado
        </span>
        <form {...leaveForm}>
          {hidden}
          <Button type="submit" variant="ghost" size="sm" disabled={leaving} aria-label={label("Cancelar pedido")}>
            Cancelar pedido
          </Button>
        </form>
      </div>
    )
  }
  if (membership?.status === "invited") {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <form {...joinForm}>
          {hidden}
          <Button type="submit" size="sm" disabled={joining} aria-label={label("Aceitar convite")}>
            <MailOpenIcon aria-hidden="true" />
            Aceitar convite
          </Button>
        </form>
        <form {...leaveForm}>
          {hidden}
          <input type="hidden" name="intent" value="decline" />
          <Button type="submit" variant="ghost" size="sm" disabled={leaving} aria-label={label("Recusar convite")}>
            Recusar
          </Button>
        </form>
      </div>
    )
  }
  const messageId = `pedido-${groupId}`
  const messageError = fieldError(joinState, "message")
  return (
    <form {...joinForm} className={kind === "request" && withMessage ? "grid w-full max-w-xl gap-2" : undefined}>
      {hidden}
      {kind === "request" && withMessage ? (
        <>
          <Label htmlFor={messageId}>Mensagem para a moderação (opcional)</Label>
          <Textarea
            id={messageId}
            name="message"
            rows={3}
            maxLength={REQUEST_MESSAGE_MAX}
            defaultValue={fieldValue(joinState, "message")}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`${messageId}-dica${messageError ? ` ${messageId}-erro` : ""}`}
          />
          <p id={`${messageId}-dica`} className="text-muted-foreground text-xs">
            Conte quem você é e por que quer participar (até {REQUEST_MESSAGE_MAX} caracteres). Só a moderação lê.
          </p>
          {messageError ? (
            <p id={`${messageId}-erro`} className="text-destructive text-sm">
              {messageError}
            </p>
          ) : null}
        </>
      ) : null}
      <Button
        type="submit"
        size="sm"
        disabled={joining || kind === "hidden"}
        aria-label={label(kind === "request" ? "Pedir para entrar" : "Entrar no grupo")}
      >
        {kind === "request" ? <UserPlusIcon aria-hidden="true" /> : <CheckIcon aria-hidden="true" />}
        {kind === "request" ? "Pedir para entrar" : "Entrar no grupo"}
      </Button>
    </form>
  )
}
