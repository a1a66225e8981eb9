"use client"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { HANDLE_MAX } from "@/lib/members/handle"
import { MEMBER_BIO_MAX, MEMBER_CITY_MAX, SKILL_NOTE_MAX, SKILLS_MAX, socialField } from "@/lib/members/profile-schema"
import {
  BRAZILIAN_STATES,
  PROFILE_VISIBILITIES,
  SOCIAL_LINK_MAX,
  SOCIAL_NETWORK_INFO,
  SOCIAL_NETWORKS,
  VISIBILITY_CHOICES,
} from "@/lib/members/vocabulary"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { NativeSelect } from "@/components/ui/native-select"
import { Textarea } from "@/components/ui/textarea"
import { FormStatus } from "@/components/auth/form-parts"
import { FieldNotes } from "@/components/forms/field-notes"

import { updatePublicProfile } from "../actions"

/** The stored profile as the form spells it (skills as comma-separated slugs). */
export type PublicProfileValues = Record<
  | "visibility"
  | "handle"
  | "bio"
  | "city"
  | "state"
  | "offers"
  | "needs"
  | "offersNote"
  | "needsNote"
  | `social_${(typeof SOCIAL_NETWORKS)[number]}`,
  string
>

interface PublicProfileFormProps {
  values: PublicProfileValues
  skills: { slug: string; label: string }[]
  /** The site's address before the handle, as she will share it: "https://…/associadas/". */
  addressPrefix: string
}

const FORM = "perfil-publico"
const fieldId = (name: string) => `${FORM}-${name}`
const describedBy = (name: string, hint: boolean, error: string | undefined) =>
  cn(hint && `${fieldId(name)}-dica`, error && `${fieldId(name)}-erro`) || undefined

export function PublicProfileForm({ values, skills, addressPrefix }: PublicProfileFormProps) {
  const [state, form, pending] = useFormAction(updatePublicProfile, IDLE)
  useActionToast(state, { error: null })
  // What she sent (after an error) or saved (after a success), else what is stored.
  const value = (key: keyof PublicProfileValues) => fieldValue(state, key) ?? values[key]
  const error = (key: string) => fieldError(state, key)
  // Fields remount with the values of each answer, so a success shows what was saved.
  const answerKey = state.status === "idle" ? "stored" : JSON.stringify(state.values ?? {})

  return (
    <form {...form} noValidate aria-label="Perfil público" className="space-y-8" key={answerKey}>
      <VisibilityRadios state={state} defaultValue={value("visibility")} />

      <div className="space-y-2">
        <Label htmlFor={fieldId("handle")}>Endereço do perfil</Label>
        <div className="flex items-center gap-2">
          <span className="text-muted-foreground hidden text-sm sm:inline" aria-hidden>
            {addressPrefix}
          </span>
          <Input
            id={fieldId("handle")}
            name="handle"
            defaultValue={value("handle")}
            maxLength={HANDLE_MAX + 2}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="seu-nome"
            aria-invalid={error("handle") ? true : undefined}
            aria-describedby={describedBy("handle", true, error("handle"))}
          />
        </div>
        <FieldNotes
          id={fieldId("handle")}
          hint="De 3 a 30 letras sem acento, números ou hífen. Obrigatório para um perfil visível."
          error={error("handle")}
        />
      </div>

      <div className="space-y-2">
        <Label htmlFor={fieldId("bio")}>Apresentação (opcional)</Label>
        <Textarea
          id={fieldId("bio")}
          name="bio"
          rows={4}
          maxLength={MEMBER_BIO_MAX}
          defaultValue={value("bio")}
          aria-invalid={error("bio") ? true : undefined}
          aria-describedby={describedBy("bio", true, error("bio"))}
        />
        <FieldNotes
          id={fieldId("bio")}
          hint={`Conte quem você é e o que faz, em até ${MEMBER_BIO_MAX} caracteres. Não coloque endereço nem telefone.`}
          error={error("bio")}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="space-y-2">
          <Label htmlFor={fieldId("cidade")}>Cidade (opcional)</Label>
          <Input
            id={fieldId("cidade")}
            name="city"
            autoComplete="address-level2"
            maxLength={MEMBER_CITY_MAX}
            defaultValue={value("city")}
            aria-invalid={error("city") ? true : undefined}
            aria-describedby={describedBy("cidade", false, error("city"))}
          />
          <FieldNotes id={fieldId("cidade")} error={error("city")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={fieldId("uf")}>Estado (opcional)</Label>
          <NativeSelect
            id={fieldId("uf")}
            name="state"
            autoComplete="address-level1"
            defaultValue={value("state")}
            aria-invalid={error("state") ? true : undefined}
            aria-describedby={describedBy("uf", false, error("state"))}
          >
            <option value="">Selecione</option>
            {BRAZILIAN_STATES.map((uf) => (
              <option key={uf.code} value={uf.code}>
                {uf.name}
              </option>
            ))}
          </NativeSelect>
          <FieldNotes id={fieldId("uf")} error={error("state")} />
        </div>
      </div>

      <SkillFields
        state={state}
        kind="offers"
        legend="O que você oferece"
        noteLabel="Conte mais sobre o que você oferece (opcional)"
        skills={skills}
        checked={value("offers")}
        note={value("offersNote")}
      />
      <SkillFields
        state={state}
        kind="needs"
        legend="O que você procura"
        noteLabel="Conte mais sobre o que você procura (opcional)"
        skills={skills}
        checked={value("needs")}
        note={value("needsNote")}
      />

      <fieldset className="min-w-0 space-y-4">
        <legend className="text-base font-semibold">Redes sociais e site (opcional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => {
            const name = socialField(network)
            const info = SOCIAL_NETWORK_INFO[network]
            return (
              <div key={network} className="space-y-2">
                <Label htmlFor={fieldId(name)}>{info.label}</Label>
                <Input
                  id={fieldId(name)}
                  name={name}
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={SOCIAL_LINK_MAX}
                  placeholder={info.example}
                  defaultValue={value(name)}
                  aria-invalid={error(name) ? true : undefined}
                  aria-describedby={describedBy(name, false, error(name))}
                />
                <FieldNotes id={fieldId(name)} error={error(name)} />
              </div>
            )
          })}
        </div>
      </fieldset>

      {state.status === "error" ? <FormStatus state={state} fields={["handle", "visibility"]} /> : null}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? "Salvando..." : "Salvar perfil público"}
      </Button>
    </form>
  )
}

function VisibilityRadios({ state, defaultValue }: { state: ActionState; defaultValue: string }) {
  const error = fieldError(state, "visibility")
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={error ? `${fieldId("visibility")}-erro` : undefined}>
      <legend className="text-base font-semibold">Quem pode ver seu perfil</legend>
      {PROFILE_VISIBILITIES.map((visibility) => {
        const id = fieldId(`visibilidade-${visibility}`)
        return (
          <div key={visibility} className="flex items-start gap-3">
            <input
              type="radio"
              id={id}
              name="visibility"
              value={visibility}
              defaultChecked={defaultValue === visibility}
              aria-describedby={`${id}-dica`}
              className="accent-primary mt-0.5 size-4 shrink-0"
            />
            <div className="space-y-1">
              <Label htmlFor={id}>{VISIBILITY_CHOICES[visibility].label}</Label>
              <p id={`${id}-dica`} className="text-muted-foreground text-xs">
                {VISIBILITY_CHOICES[visibility].hint}
              </p>
            </div>
          </div>
        )
      })}
      <FieldNotes id={fieldId("visibility")} error={error} />
    </fieldset>
  )
}

function SkillFields({
  state,
  kind,
  legend,
  noteLabel,
  skills,
  checked,
  note,
}: {
  state: ActionState
  kind: "offers" | "needs"
  legend: string
  noteLabel: string
  skills: { slug: string; label: string }[]
  checked: string
  note: string
}) {
  const chosen = new Set(checked.split(",").filter(Boolean))
  const error = fieldError(state, kind)
  const noteName = kind === "offers" ? "offersNote" : "needsNote"
  const noteError = fieldError(state, noteName)
  const groupId = fieldId(kind)
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={`${groupId}-dica${error ? ` ${groupId}-erro` : ""}`}>
      <legend className="text-base font-semibold">{legend}</legend>
      <FieldNotes id={groupId} hint={`Marque até ${SKILLS_MAX}.`} error={error} />
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {skills.map((skill) => {
          const id = fieldId(`${kind}-${skill.slug}`)
          return (
            <div key={skill.slug} className="flex items-center gap-2">
              <NativeCheckbox id={id} name={kind} value={skill.slug} defaultChecked={chosen.has(skill.slug)} />
              <Label htmlFor={id} className="font-normal">
                {skill.label}
              </Label>
            </div>
          )
        })}
      </div>
      <div className="space-y-2">
        <Label htmlFor={fieldId(noteName)}>{noteLabel}</Label>
        <Textarea
          id={fieldId(noteName)}
          name={noteName}
          rows={2}
          maxLength={SKILL_NOTE_MAX}
          defaultValue={note}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={describedBy(noteName, false, noteError)}
        />
        <FieldNotes id={fieldId(noteName)} error={noteError} />
      </div>
    </fieldset>
  )
}
