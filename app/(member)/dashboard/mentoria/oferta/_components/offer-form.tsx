"use client"

import * as React from "react"

import { fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import {
  MENTORING_FORMAT_LABELS,
  MENTORING_FORMATS,
  MENTORING_LIMITS,
  SESSION_LENGTHS,
} from "@/lib/mentoring/vocabulary"
import { cn } from "@/lib/utils"
import { slotField, WEEKDAY_CHOICES } from "@/lib/validations/mentoring"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { NativeSelect } from "@/components/ui/native-select"
import { Textarea } from "@/components/ui/textarea"
import { FormStatus } from "@/components/auth/form-parts"
import { FieldNotes } from "@/components/forms/field-notes"

import { saveMentorOfferAction } from "../actions"

/** The stored offer as the form spells it: boxes as comma-separated values, slots as rows. */
export interface OfferFormValues {
  topics: string
  topicsNote: string
  formats: string
  sessionMinutes: string
  active: boolean
  slots: { weekday: string; start: string; end: string }[]
}

const FORM = "oferta-mentoria"
const fieldId = (name: string) => `${FORM}-${name}`

interface Row {
  key: number
  weekday: string
  start: string
  end: string
}

/** Slot rows from an answer's values (what she sent), or null when the answer carries none. */
function rowsOfValues(values: Record<string, string> | undefined): Omit<Row, "key">[] | null {
  if (!values || values.slotCount === undefined) return null
  const count = Number(values.slotCount) || 0
  const rows: Omit<Row, "key">[] = []
  for (let index = 0; index < count; index++) {
    rows.push({
      weekday: values[slotField(index, "weekday")] ?? "",
      start: values[slotField(index, "start")] ?? "",
      end: values[slotField(index, "end")] ?? "",
    })
  }
  return rows
}

/**
 * Her mentoring offer (issue #40): topics from the shared skills list, a note, formats, session
 * length, weekly slots (São Paulo time) and whether it is active. Keeps everything she typed after
 * a server-side error (the action echoes every field and slot row).
 */
export function MentorOfferForm({
  values,
  skills,
}: {
  values: OfferFormValues
  skills: { slug: string; label: string }[]
}) {
  const [state, form, pending] = useFormAction(saveMentorOfferAction, IDLE)
  useActionToast(state, { error: null })
  const answered = state.status === "idle" ? undefined : state.values
  const answerKey = state.status === "idle" ? "stored" : JSON.stringify(state.values ?? {})
  const value = (key: "topics" | "topicsNote" | "formats" | "sessionMinutes") => fieldValue(state, key) ?? values[key]
  const active = answered ? answered.active === "on" : values.active
  const error = (key: string) => fieldError(state, key)
  const startRows = rowsOfValues(answered) ?? values.slots

  return (
    <form {...form} noValidate aria-label="Oferta de mentoria" className="space-y-8" key={answerKey}>
      <BoxGroup
        name="topics"
        legend="Sobre o que você orienta"
        hint={`Marque de 1 a ${MENTORING_LIMITS.topicsMax} temas da lista de habilidades.`}
        choices={skills.map((skill) => ({ value: skill.slug, label: skill.label }))}
        checked={value("topics")}
        error={error("topics")}
      />

      <div className="space-y-2">
        <Label htmlFor={fieldId("topicsNote")}>Conte mais sobre como você pode ajudar (opcional)</Label>
        <Textarea
          id={fieldId("topicsNote")}
          name="topicsNote"
          rows={3}
          maxLength={MENTORING_LIMITS.topicsNoteMax}
          defaultValue={value("topicsNote")}
          aria-invalid={error("topicsNote") ? true : undefined}
          aria-describedby={error("topicsNote") ? `${fieldId("topicsNote")}-erro` : undefined}
        />
        <FieldNotes id={fieldId("topicsNote")} error={error("topicsNote")} />
      </div>

      <BoxGroup
        name="formats"
        legend="Formatos"
        hint="Como você pode atender."
        choices={MENTORING_FORMATS.map((format) => ({ value: format, label: MENTORING_FORMAT_LABELS[format] }))}
        checked={value("formats")}
        error={error("formats")}
      />

      <div className="space-y-2">
        <Label htmlFor={fieldId("sessionMinutes")}>Duração de cada sessão</Label>
        <NativeSelect
          id={fieldId("sessionMinutes")}
          name="sessionMinutes"
          className="w-auto"
          defaultValue={value("sessionMinutes")}
          aria-invalid={error("sessionMinutes") ? true : undefined}
          aria-describedby={error("sessionMinutes") ? `${fieldId("sessionMinutes")}-erro` : undefined}
        >
          {SESSION_LENGTHS.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {minutes} minutos
            </option>
          ))}
        </NativeSelect>
        <FieldNotes id={fieldId("sessionMinutes")} error={error("sessionMinutes")} />
      </div>

      <SlotRows initial={startRows} error={error("slots")} />

      <div className="space-y-2">
        <div className="flex items-center gap-2">
          <NativeCheckbox
            id={fieldId("active")}
            name="active"
            defaultChecked={active}
            aria-describedby={`${fieldId("active")}-dica${error("active") ? ` ${fieldId("active")}-erro` : ""}`}
          />
          <Label htmlFor={fieldId("active")}>Oferta ativa</Label>
        </div>
        <FieldNotes
          id={fieldId("active")}
          hint="Ativa, seu perfil mostra “Oferece mentoria” e outras associadas podem pedir horários. Exige perfil visível com endereço."
          error={error("active")}
        />
      </div>

      {state.status === "error" ? (
        <FormStatus state={state} fields={["topics", "topicsNote", "formats", "sessionMinutes", "slots", "active"]} />
      ) : null}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? "Salvando..." : "Salvar oferta"}
      </Button>
    </form>
  )
}

function BoxGroup({
  name,
  legend,
  hint,
  choices,
  checked,
  error,
}: {
  name: string
  legend: string
  hint: string
  choices: { value: string; label: string }[]
  checked: string
  error: string | undefined
}) {
  const chosen = new Set(checked.split(",").filter(Boolean))
  const groupId = fieldId(name)
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${groupId}-dica${error ? ` ${groupId}-erro` : ""}`}>
      <legend className="text-base font-semibold">{legend}</legend>
      <FieldNotes id={groupId} hint={hint} error={error} />
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const id = fieldId(`${name}-${choice.value}`)
          return (
            <div key={choice.value} className="flex items-center gap-2">
              <NativeCheckbox id={id} name={name} value={choice.value} defaultChecked={chosen.has(choice.value)} />
              <Label htmlFor={id} className="font-normal">
                {choice.label}
              </Label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

/** The weekly slots: one row per slot (day, start, end), added and removed in the browser. */
function SlotRows({ initial, error }: { initial: Omit<Row, "key">[]; error: string | undefined }) {
  const nextKey = React.useRef(initial.length + 1)
  const [rows, setRows] = React.useState<Row[]>(() =>
    (initial.length ? initial : [{ weekday: "", start: "", end: "" }]).map((row, index) => ({ ...row, key: index }))
  )
  const groupId = fieldId("slots")
  const add = () => setRows((current) => [...current, { key: nextKey.current++, weekday: "", start: "", end: "" }])
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key))
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${groupId}-dica${error ? ` ${groupId}-erro` : ""}`}>
      <legend className="text-base font-semibold">Horários semanais</legend>
      <FieldNotes
        id={groupId}
        hint={`No horário de Brasília; até ${MENTORING_LIMITS.slotsMax}. As sessões começam no início de cada horário e a cada duração escolhida.`}
        error={error}
      />
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const n = index + 1
          return (
            <li key={row.key} className="flex flex-wrap items-end gap-3" aria-label={`Horário ${n}`}>
              <div className="space-y-1">
                <Label htmlFor={fieldId(`dia-${row.key}`)} className="text-xs">
                  Dia <span className="sr-only">do horário {n}</span>
                </Label>
                <NativeSelect
                  id={fieldId(`dia-${row.key}`)}
                  name={slotField(index, "weekday")}
                  defaultValue={row.weekday}
                  className="w-40"
                  aria-invalid={error ? true : undefined}
                >
                  <option value="">Escolha</option>
                  {WEEKDAY_CHOICES.map((day) => (
                    <option key={day.value} value={day.value}>
                      {day.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="space-y-1">
                <Label htmlFor={fieldId(`inicio-${row.key}`)} className="text-xs">
                  Início <span className="sr-only">do horário {n}</span>
                </Label>
                <Input
                  id={fieldId(`inicio-${row.key}`)}
                  type="time"
                  step={300}
                  name={slotField(index, "start")}
                  defaultValue={row.start}
                  className="w-32"
                  aria-invalid={error ? true : undefined}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor={fieldId(`fim-${row.key}`)} className="text-xs">
                  Fim <span className="sr-only">do horário {n}</span>
                </Label>
                <Input
                  id={fieldId(`fim-${row.key}`)}
                  type="time"
                  step={300}
                  name={slotField(index, "end")}
                  defaultValue={row.end}
                  className="w-32"
                  aria-invalid={error ? true : undefined}
                />
              </div>
              <Button type="button" variant="ghost" size="sm" onClick={() => remove(row.key)}>
                Remover <span className="sr-only">horário {n}</span>
              </Button>
            </li>
          )
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={add}
        disabled={rows.length >= MENTORING_LIMITS.slotsMax}
        className={cn(rows.length >= MENTORING_LIMITS.slotsMax && "opacity-60")}
      >
        Adicionar horário
      </Button>
    </fieldset>
  )
}
