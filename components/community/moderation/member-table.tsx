"use client"

import * as React from "react"

import { fieldError } from "@/lib/action-state"
import { isMutedNow } from "@/lib/community"
import type { ModeratedMember } from "@/lib/data/community"
import { formatDate, formatDateTime } from "@/lib/format"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { ActionButton, type FormAction } from "../action-button"
import { MemberAvatar } from "../member-avatar"
import { useToastingAction } from "../use-toasting-action"

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
          <TableHead scope="col">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => {
          const fields = (value: string) => ({ groupId, userId: member.userId, action: value })
          const muted = member.status === "active" && isMutedNow(member.mutedUntil)
          // Moderators answer to administrators, and nobody moderates herself.
          const manageable = member.userId !== viewerId && (member.role === "member" || viewerIsAdmin)
          return (
            <TableRow key={member.userId}>
              <TableCell>
                <div className="flex items-center gap-2">
                  <MemberAvatar name={member.name} url={member.avatarUrl} className="size-8" />
                  <span className="font-medium">{member.name}</span>
                </div>
              </TableCell>
              <TableCell className="text-sm">
                {member.role === "moderator" ? "Moderadora" : STATUS_LABELS[member.status]}
                {muted ? (
                  <span className="block text-xs">Silenciada até {formatDateTime(member.mutedUntil!)}</span>
                ) : null}
                {member.status === "pending" ? (
                  <span className="text-muted-foreground block text-xs">desde {formatDate(member.since)}</span>
                ) : null}
              </TableCell>
              <TableCell>
                {manageable ? (
                  <div className="flex flex-wrap justify-end gap-1">
                    {member.status === "pending" ? (
                      <>
                        <ActionButton
                          action={action}
                          fields={fields("approve")}
                          size="sm"
                          aria-label={`Aprovar ${member.name}`}
                        >
                          Aprovar
                        </ActionButton>
                        <ActionButton
                          action={action}
                          fields={fields("reject")}
                          size="sm"
                          variant="outline"
                          aria-label={`Recusar ${member.name}`}
                        >
                          Recusar
                        </ActionButton>
                      </>
                    ) : null}
                    {member.status === "active" && !muted ? (
                      <MuteDialog groupId={groupId} member={member} action={action} />
                    ) : null}
                    {muted ? (
                      <ActionButton
                        action={action}
                        fields={fields("unmute")}
                        size="sm"
                        variant="outline"
                        aria-label={`Liberar ${member.name}`}
                      >
                        Liberar
                      </ActionButton>
                    ) : null}
                    {member.status === "active" ? (
                      <ActionButton
                        action={action}
                        fields={fields("remove")}
                        size="sm"
                        variant="ghost"
                        aria-label={`Remover ${member.name}`}
                      >
                        Remover
                      </ActionButton>
                    ) : null}
                    {member.status === "removed" ? (
                      <ActionButton
                        action={action}
                        fields={fields("reinstate")}
                        size="sm"
                        variant="outline"
                        aria-label={`Readmitir ${member.name}`}
                      >
                        Readmitir
                      </ActionButton>
                    ) : null}
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
  const [state, formAction, pending] = useToastingAction(action, {
    toastErrors: false,
    onSuccess: () => setOpen(false),
  })
  const id = React.useId()
  const error = state.status === "error" ? (fieldError(state, "days") ?? state.message) : undefined
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Silenciar ${member.name}`}>
          Silenciar
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Silenciar {member.name}</DialogTitle>
          <DialogDescription>
            Ela continua lendo o grupo, mas não publica até o fim do prazo. Ela recebe um aviso com o motivo.
          </DialogDescription>
        </DialogHeader>
        <form action={formAction} className="space-y-4" noValidate>
          <input type="hidden" name="groupId" value={groupId} />
          <input type="hidden" name="userId" value={member.userId} />
          <input type="hidden" name="action" value="mute" />
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
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              Silenciar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
