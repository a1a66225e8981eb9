"use client"

import * as React from "react"
import { CheckIcon, PhoneIcon, XIcon } from "lucide-react"

import { type FormAction, IDLE } from "@/lib/action-state"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"

export type AttendanceRowData = {
  userId: string
  fullName: string
  /** Only when she agreed to share it (the database leaves it out otherwise). */
  phone: string | null
  /** Her mark at this session: true present, false absent, null not marked yet. */
  present: boolean | null
}

export type AttendanceSheetProps = {
  projectId: string
  sessionId: string
  /** The session started, or starts within the hour: the database accepts marks. */
  open: boolean
  rows: AttendanceRowData[]
  mark: FormAction
}

type Optimistic = Record<string, boolean | null>

/** Digits and a leading + only: what a tel: link may carry. */
const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`

/**
 * The participants of one session with Presente / Ausente for each, and "x de y presentes". Each
 * row is its own form, so a mark works before hydration and without JavaScript (the page renders
 * again with it); with JavaScript the mark shows at once and goes back if the server refuses it.
 * Rows wrap on a phone: no table, no sideways scroll.
 */
export function AttendanceSheet({ projectId, sessionId, open, rows, mark }: AttendanceSheetProps) {
  const base = React.useMemo(() => Object.fromEntries(rows.map((row) => [row.userId, row.present])), [rows])
  const [marks, setMark] = React.useOptimistic<Optimistic, { userId: string; present: boolean }>(
    base,
    (current, change) => ({ ...current, [change.userId]: change.present })
  )
  const present = rows.filter((row) => marks[row.userId] === true).length
  return (
    <div className="space-y-4">
      <p role="status" className="text-lg font-semibold">
        {present} de {rows.length} presentes
      </p>
      <ul className="divide-y rounded-xl border">
        {rows.map((row) => (
          <AttendanceRow
            key={row.userId}
            projectId={projectId}
            sessionId={sessionId}
            open={open}
            row={row}
            present={marks[row.userId] ?? null}
            mark={mark}
            onMark={(value) => setMark({ userId: row.userId, present: value })}
          />
        ))}
      </ul>
    </div>
  )
}

function AttendanceRow({
  projectId,
  sessionId,
  open,
  row,
  present,
  mark,
  onMark,
}: {
  projectId: string
  sessionId: string
  open: boolean
  row: AttendanceRowData
  present: boolean | null
  mark: FormAction
  onMark: (present: boolean) => void
}) {
  const [state, form, , dispatch] = useFormAction(mark, IDLE)
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget, submitter)
    // The optimistic mark lives as long as this transition: the refreshed page then holds the real one.
    React.startTransition(() => {
      onMark(formData.get("present") === "true")
      dispatch(formData)
    })
  }
  const name = row.fullName || "Participante sem nome"
  return (
    // On a phone the buttons take the row's whole width below her name: big, predictable targets.
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium break-words">{name}</p>
        {row.phone ? (
          <a
            href={telHref(row.phone)}
            className="text-muted-foreground inline-flex items-center gap-1 text-sm underline"
          >
            <PhoneIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Ligar para {name}: </span>
            {row.phone}
          </a>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {present === true ? "Presente" : present === false ? "Ausente" : "Sem marcação"}
        </p>
      </div>
      <form action={form.action} onSubmit={onSubmit} className="grid grid-cols-2 gap-2 sm:flex">
        <input type="hidden" name="projectId" value={projectId} />
        <input type="hidden" name="sessionId" value={sessionId} />
        <input type="hidden" name="userId" value={row.userId} />
        <Button
          type="submit"
          name="present"
          value="true"
          variant={present === true ? "default" : "outline"}
          aria-pressed={present === true}
          disabled={!open}
        >
          <CheckIcon aria-hidden="true" />
          Presente<span className="sr-only">: {name}</span>
        </Button>
        <Button
          type="submit"
          name="present"
          value="false"
          variant={present === false ? "destructive" : "outline"}
          aria-pressed={present === false}
          disabled={!open}
        >
          <XIcon aria-hidden="true" />
          Ausente<span className="sr-only">: {name}</span>
        </Button>
      </form>
      {/* In the row, not a toast: it reads the same with or without JavaScript. */}
      {state.status === "error" ? (
        <p role="alert" className="text-destructive w-full text-sm">
          {state.message}
        </p>
      ) : null}
    </li>
  )
}
