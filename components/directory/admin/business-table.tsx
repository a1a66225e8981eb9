import Link from "next/link"

import type { AdminBusiness } from "@/lib/data/directory-admin"
import { businessPath, businessPreviewPath } from "@/lib/directory-url"
import { formatRating } from "@/lib/directory"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { ActionsColumnHead } from "@/components/admin/shared/actions-column-head"
import { type DirectoryModerationActions } from "@/components/directory/admin/moderation-queues"
import {
  ApproveListingButton,
  ModerationButton,
  RejectListingDialog,
} from "@/components/directory/admin/moderation-controls"
import { BusinessStatusBadge } from "@/components/directory/status-badge"

/** Every listing matching the filters, with what each status allows: approve, reject, pause, resume. */
export function BusinessTable({ rows, actions }: { rows: AdminBusiness[]; actions: DirectoryModerationActions }) {
  if (rows.length === 0) {
    return <p className="text-muted-foreground bg-card rounded-xl border p-6 text-sm">Nenhum negócio encontrado.</p>
  }
  return (
    <div className="bg-card rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Negócio</TableHead>
            <TableHead>Dona</TableHead>
            <TableHead>Local</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Nota</TableHead>
            <ActionsColumnHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const listed = row.status === "approved" && row.active
            return (
              <TableRow key={row.id}>
                <TableCell className="font-medium whitespace-normal">
                  {/*
                    Not prefetched: a prefetch of the public page that is still rendering when
                    this row's pause expires the directory's cache would store the page again,
                    listed (an admin opens these rarely, and they are cached for visitors anyway).
                  */}
                  <Link
                    href={listed ? businessPath(row.slug) : businessPreviewPath(row.id)}
                    prefetch={false}
                    className="underline-offset-4 hover:underline"
                  >
                    {row.name}
                  </Link>
                  {row.category ? <span className="text-muted-foreground block text-xs">{row.category}</span> : null}
                </TableCell>
                <TableCell className="whitespace-normal">{row.ownerName ?? "—"}</TableCell>
                <TableCell>{[row.city, row.state].filter(Boolean).join("/") || "—"}</TableCell>
                <TableCell>
                  <BusinessStatusBadge status={row.status} active={row.active} />
                  {row.status === "rejected" && row.rejectionReason ? (
                    <span className="text-muted-foreground block max-w-56 truncate text-xs" title={row.rejectionReason}>
                      {row.rejectionReason}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  {row.ratingCount ? `${formatRating(row.ratingAverage)} (${row.ratingCount})` : "—"}
                </TableCell>
                <TableCell>
                  <div className="flex flex-wrap justify-end gap-2">
                    {row.status !== "approved" ? (
                      <ApproveListingButton id={row.id} name={row.name} action={actions.approveListing} />
                    ) : (
                      <ModerationButton
                        action={actions.setListingActive}
                        fields={{ id: row.id, active: row.active ? "false" : "true" }}
                        label={row.active ? "Desativar" : "Reativar"}
                        pendingLabel={row.active ? "Desativando…" : "Reativando…"}
                        accessibleLabel={`${row.active ? "Desativar" : "Reativar"} ${row.name}`}
                        variant="outline"
                      />
                    )}
                    {row.status !== "rejected" ? (
                      <RejectListingDialog
                        id={row.id}
                        name={row.name}
                        description="O negócio sai do diretório (se estiver publicado) e a dona recebe este motivo por notificação."
                        action={actions.rejectListing}
                      />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </div>
  )
}
