"use client"

import * as React from "react"
import Link from "next/link"

import type { FormAction } from "@/lib/action-state"
import { communityGroupPath, GROUP_KIND_LABELS } from "@/lib/community"
import type { AdminGroupRow, GroupModerator } from "@/lib/data/community-admin"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { ActionsColumnHead } from "@/components/admin/shared/actions-column-head"
import { TitledDialog } from "@/components/forms/titled-dialog"
import { RowDialogButton } from "@/components/forms/row-dialog-button"
import { ActionButton } from "../action-button"
import { GroupForm } from "./group-form"
import { type MemberSearch, ModeratorsPanel } from "./moderators-panel"

export interface GroupsTableProps {
  groups: AdminGroupRow[]
  moderators: GroupModerator[]
  save: FormAction
  archive: FormAction
  setModerator: FormAction
  findMembers: MemberSearch
}

/** Every group with its figures of the last 30 days, and what an administrator does with it. */
export function GroupsTable({ groups, moderators, save, archive, setModerator, findMembers }: GroupsTableProps) {
  return (
    <Table aria-label="Grupos da comunidade">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Grupo</TableHead>
          <TableHead scope="col" className="text-right">
            Participantes
          </TableHead>
          <TableHead scope="col" className="text-right">
            Pedidos
          </TableHead>
          <TableHead scope="col" className="text-right">
            Tópicos (30 dias)
          </TableHead>
          <TableHead scope="col" className="text-right">
            Respostas (30 dias)
          </TableHead>
          <TableHead scope="col" className="text-right">
            Denúncias abertas
          </TableHead>
          <ActionsColumnHead scope="col" />
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map((group) => (
          <TableRow key={group.id}>
            <TableCell>
              <Link href={communityGroupPath(group.slug)} className="font-medium hover:underline">
                {group.name}
              </Link>
              <span className="text-muted-foreground block text-xs">
                {GROUP_KIND_LABELS[group.kind]}
                {group.archived ? " · arquivado" : ""}
              </span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{group.membersCount}</TableCell>
            <TableCell className="text-right tabular-nums">{group.pending}</TableCell>
            <TableCell className="text-right tabular-nums">{group.topics30d}</TableCell>
            <TableCell className="text-right tabular-nums">{group.replies30d}</TableCell>
            <TableCell className="text-right tabular-nums">{group.openReports}</TableCell>
            <TableCell>
              <div className="flex flex-wrap justify-end gap-1">
                <EditDialog group={group} save={save} />
                <ModeratorsDialog
                  group={group}
                  moderators={moderators.filter((moderator) => moderator.groupId === group.id)}
                  setModerator={setModerator}
                  findMembers={findMembers}
                />
                <ActionButton
                  action={archive}
                  fields={{ groupId: group.id, archived: group.archived ? "false" : "true" }}
                  size="sm"
                  variant="ghost"
                  aria-label={`${group.archived ? "Restaurar" : "Arquivar"} ${group.name}`}
                >
                  {group.archived ? "Restaurar" : "Arquivar"}
                </ActionButton>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function EditDialog({ group, save }: { group: AdminGroupRow; save: FormAction }) {
  const [open, setOpen] = React.useState(false)
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<RowDialogButton label="Editar" accessibleLabel={`Editar ${group.name}`} />}
      title="Editar grupo"
      description={group.name}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      <GroupForm group={group} action={save} onSaved={() => setOpen(false)} />
    </TitledDialog>
  )
}

function ModeratorsDialog({
  group,
  moderators,
  setModerator,
  findMembers,
}: {
  group: AdminGroupRow
  moderators: GroupModerator[]
  setModerator: FormAction
  findMembers: MemberSearch
}) {
  return (
    <TitledDialog
      trigger={<RowDialogButton label="Moderadoras" accessibleLabel={`Moderadoras de ${group.name}`} />}
      title="Moderadoras"
      description={group.name}
      className="sm:max-w-md"
    >
      <ModeratorsPanel groupId={group.id} moderators={moderators} action={setModerator} search={findMembers} />
    </TitledDialog>
  )
}
