"use client"

import * as React from "react"
import Link from "next/link"

import { fieldError, type FormAction } from "@/lib/action-state"
import { isMutedNow } from "@/lib/community"
import type { ModeratedMember } from "@/lib/data/community-moderation"
import { formatDate, formatDateTime } from "@/lib/format"
import { newConversationPath } from "@/lib/messages-url"
import type { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { ActionsColumnHead } from "@/components/admin/shared/actions-column-head"
import { FormDialog } from "@/components/forms/form-dialog"
import { RowDialogButton } from "@/components/forms/row-dialog-button"
import { ActionButton } from "../action-button"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { useToastedAction } from "@/lib/hooks/use-action-toast"

type ButtonVariant = React.ComponentProps<typeof Button>["variant"]

const STATUS_LABELS = {
  active: "Participante",
  pending: "Pedido pendente",
  invited: "Convidada",
  removed: "Removida",
} as const

export interface MemberTableProps {
  groupId: string
  members: ModeratedMember[]
  viewerId: string
  viewerIsAdmin: boolean
  action: FormAction
}

/** Everyone in the group with her standing, and what the moderation may do about each. */
export function MemberTable({ groupId, members, viewerId, viewerIsAdmin, action }: MemberTableProps) {
  return (
    <Table aria-label="Participantes do grupo">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Nome</TableHead>
          <TableHead scope="col">Situação</TableHead>
          <ActionsColumnHead scope="col" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => {
          // One moderation step: the button names the member, since every row has the same steps.
          const step = (value: string, label: string, variant?: ButtonVariant) => (
            <ActionButton
              action={action}
              fields={{ groupId, userId: member.userId, action: value }}
              size="sm"
              variant={variant}
              aria-label={`${label} ${member.name}`}
            >
              {label}
            </ActionButton>
          )
          const muted = member.status === "active" && isMutedNow(member.mutedUntil)
          // Moderators answer to administrators, and nobody moderates herself.
          const manageable = member.userId !== viewerId && (member.role === "member" || viewerIsAdmin)
          return (
            <TableRow key={member.userId}>
              <TableCell>
                <div className="flex items-center gap-2">
                  <MemberAvatar name={member.name} url={member.avatarUrl} size={32} />
                  <span className="font-medium">{member.name}</span>
                </div>
                {/* A direct message to a co-member (issue #37); the database checks both are active here. */}
                {member.status === "active" && member.userId !== viewerId ? (
                  <Link
                    href={newConversationPath({ to: member.userId, context: "group", ref: groupId })}
                    prefetch={false}
                    className="text-muted-foreground mt-1 block text-xs underline underline-offset-2"
                    aria-label={`Enviar mensagem para ${member.name}`}
                  >
                    Enviar mensagem
                  </Link>
                ) : null}
              </TableCell>
              <TableCell className="text-sm">
                {member.role === "moderator" ? "Moderadora" : STATUS_LABELS[member.status]}
                {muted ? (
                  <span className="block text-xs">Silenciada até {formatDateTime(member.mutedUntil!)}</span>
                ) : null}
                {member.status === "pending" ? (
                  <span className="text-muted-foreground block text-xs">desde {formatDate(member.since)}</span>
                ) : null}
                {member.status === "pending" && member.requestMessage ? (
                  <span className="mt-1 block max-w-prose text-sm whitespace-pre-line">
                    <span className="text-muted-foreground text-xs">Mensagem: </span>
                    {member.requestMessage}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>
                {manageable ? (
                  <div className="flex flex-wrap justify-end gap-1">
                    {member.status === "pending" ? (
                      <>
                        {step("approve", "Aprovar")}
                        {step("reject", "Recusar", "outline")}
                      </>
                    ) : null}
                    {member.status === "active" && !muted ? (
                      <MuteDialog groupId={groupId} member={member} action={action} />
                    ) : null}
                    {muted ? step("unmute", "Liberar", "outline") : null}
                    {member.status === "active" ? step("remove", "Remover", "ghost") : null}
                    {member.status === "removed" ? step("reinstate", "Readmitir", "outline") : null}
                  </div>
                ) : null}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

function MuteDialog({ groupId, member, action }: { groupId: string; member: ModeratedMember; action: FormAction }) {
  const [open, setOpen] = React.useState(false)
  const [state, formAction, pending] = useToastedAction(action, {
    error: null,
    onSuccess: () => setOpen(false),
  })
  const id = React.useId()
  const error = state.status === "error" ? (fieldError(state, "days") ?? state.message) : undefined
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<RowDialogButton label="Silenciar" accessibleLabel={`Silenciar ${member.name}`} />}
      title={`Silenciar ${member.name}`}
      description="Ela continua lendo o grupo, mas não publica até o fim do prazo. Ela recebe um aviso com o motivo."
      action={formAction}
      fields={{ groupId, userId: member.userId, action: "mute" }}
      submitLabel="Silenciar"
      pending={pending}
      formClassName="space-y-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-dias`}>Por quantos dias</Label>
        <Input id={`${id}-dias`} name="days" type="number" min={1} max={365} defaultValue={3} required />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-motivo`}>Motivo (opcional)</Label>
        <Input id={`${id}-motivo`} name="reason" maxLength={500} />
      </div>
      <p role="status" className="text-destructive text-sm">
        {error ?? ""}
      </p>
    </FormDialog>
  )
}
