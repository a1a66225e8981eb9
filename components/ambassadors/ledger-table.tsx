"use client"

import { useRef, useState } from "react"

import { IDLE, type FormAction } from "@/lib/action-state"
import { formatCount } from "@/lib/number-format"
import { formatDate } from "@/lib/format"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import type { AdminLedgerEntry } from "@/lib/data/ambassadors"
import { formatCents, STATUS_LABELS } from "@/lib/validations/ambassadors"
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { NativeCheckbox } from "@/components/ui/native-checkbox"

export interface LedgerTableProps {
  entries: AdminLedgerEntry[]
  action: FormAction
}

const CONFIRM = {
  approved: {
    button: "Aprovar selecionadas",
    title: "Aprovar comissões?",
    text: "As comissões pendentes selecionadas passam a aprovadas. A mudança fica registrada.",
    confirm: "Aprovar",
  },
  paid: {
    button: "Marcar como pagas",
    title: "Marcar comissões como pagas?",
    text: "As comissões aprovadas selecionadas passam a pagas. A mudança fica registrada.",
    confirm: "Marcar como pagas",
  },
} as const

/** The ledger with a checkbox per entry and the two bulk steps, each behind a confirmation. */
export function LedgerTable({ entries, action }: LedgerTableProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [confirming, setConfirming] = useState<"approved" | "paid" | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLInputElement>(null)
  useActionToast(state, { onSuccess: () => setSelected(new Set()) })

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const allOn = entries.length > 0 && entries.every((e) => selected.has(e.id))

  return (
    <form ref={formRef} {...form} className="space-y-4">
      <input ref={statusRef} type="hidden" name="status" defaultValue="" />
      {[...selected].map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <div className="flex flex-wrap items-center gap-2">
        {(["approved", "paid"] as const).map((step) => (
          <Button
            key={step}
            type="button"
            variant={step === "paid" ? "default" : "outline"}
            disabled={selected.size === 0 || pending}
            onClick={() => setConfirming(step)}
          >
            {CONFIRM[step].button}
          </Button>
        ))}
        <p role="status" className="text-muted-foreground text-sm">
          {selected.size > 0 ? `${formatCount(selected.size, "selecionada", "selecionadas")}` : ""}
        </p>
      </div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>
              <NativeCheckbox
                aria-label="Selecionar todas"
                checked={allOn}
                onChange={(event) => setSelected(event.target.checked ? new Set(entries.map((e) => e.id)) : new Set())}
              />
            </TableHead>
            <TableHead>Embaixadora</TableHead>
            <TableHead>Descrição</TableHead>
            <TableHead>Indicada</TableHead>
            <TableHead>Criada em</TableHead>
            <TableHead className="text-right">Valor</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} className="text-muted-foreground py-8 text-center">
                Nenhuma comissão encontrada.
              </TableCell>
            </TableRow>
          ) : (
            entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>
                  <NativeCheckbox
                    aria-label={`Selecionar comissão de ${entry.ambassadorName} de ${formatDate(entry.createdAt)}`}
                    checked={selected.has(entry.id)}
                    onChange={(event) => toggle(entry.id, event.target.checked)}
                  />
                </TableCell>
                <TableCell>
                  {entry.ambassadorName} <span className="text-muted-foreground">({entry.ambassadorCode})</span>
                </TableCell>
                <TableCell>{entry.description}</TableCell>
                <TableCell>{entry.referredName ?? "—"}</TableCell>
                <TableCell>{formatDate(entry.createdAt)}</TableCell>
                <TableCell className="text-right">{formatCents(entry.amountCents)}</TableCell>
                <TableCell>
                  <Badge variant={entry.status === "paid" ? "default" : "secondary"}>
                    {STATUS_LABELS[entry.status]}
                  </Badge>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <AlertDialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirming ? CONFIRM[confirming].title : ""}</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming ? `${CONFIRM[confirming].text} Selecionadas: ${selected.size}.` : ""}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (!confirming || !statusRef.current) return
                statusRef.current.value = confirming
                setConfirming(null)
                formRef.current?.requestSubmit()
              }}
            >
              {confirming ? CONFIRM[confirming].confirm : ""}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  )
}
