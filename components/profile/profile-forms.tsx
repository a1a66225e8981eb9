"use client"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { FormStatus } from "@/components/auth/form-parts"
import { announceViewerChange } from "@/components/layout/viewer-provider"
import { updateNewsletterPreference, updateProfile, updateRoles } from "@/components/profile/profile-actions"
import {
  BasicProfileFields,
  BioField,
  CheckboxField,
  FormActions,
  type ProfileValues,
} from "@/components/profile/profile-fields"

/** Failures stay in the form (beside the fields); a success is a toast. */
function useFormToast(state: ActionState<unknown>) {
  useActionToast(state, { error: null })
}

const ErrorStatus = ({ state }: { state: ActionState }) =>
  state.status === "error" ? <FormStatus state={state} /> : null

export function ProfileForm({ values }: { values: ProfileValues }) {
  // After a save the fields show what was stored (the phone as the server normalised it).
  const [state, form, pending] = useFormAction(updateProfile, IDLE, {
    resetWhen: (answer) => answer.status === "success",
  })
  // Her name is the header's too (its label and initials).
  useActionToast(state, { error: null, onSuccess: announceViewerChange })
  return (
    <form {...form} noValidate aria-label="Dados pessoais" className="space-y-4">
      <BasicProfileFields formId="perfil" state={state} values={values} />
      <BioField formId="perfil" state={state} values={values} />
      <ErrorStatus state={state} />
      <FormActions>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? "Salvando..." : "Salvar dados"}
        </Button>
      </FormActions>
    </form>
  )
}

export interface RoleChoices {
  business_owner: boolean
  community_member: boolean
  instructor_interest: boolean
}

const ROLE_CHOICES = [
  {
    key: "business_owner",
    idSuffix: "negocio",
    label: "Tenho um negócio",
    hint: "Mostra o cartão “Meu negócio” no seu painel, para cadastrá-lo no diretório.",
  },
  {
    key: "community_member",
    idSuffix: "comunidade",
    label: "Quero participar da comunidade",
    hint: "Grupos, trocas e eventos entre associadas.",
  },
  {
    key: "instructor_interest",
    idSuffix: "instrutora",
    label: "Tenho interesse em ser instrutora",
    hint: "A equipe entra em contato; quem concede o papel de instrutora é a administração.",
  },
] as const satisfies readonly { key: keyof RoleChoices; idSuffix: string; label: string; hint: string }[]

/** The boxes of "O que te traz aqui?", checked as saved (or as sent, after an error). */
export function RoleCheckboxes({
  formId,
  state,
  choices,
}: {
  formId: string
  state: ActionState
  choices: RoleChoices
}) {
  const checked = (key: keyof RoleChoices) => {
    const sent = fieldValue(state, key)
    return sent === undefined ? choices[key] : sent === "on"
  }
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">O que te traz aqui?</legend>
      {ROLE_CHOICES.map(({ key, idSuffix, label, hint }) => (
        <CheckboxField
          key={key}
          id={`${formId}-${idSuffix}`}
          name={key}
          label={label}
          hint={hint}
          defaultChecked={checked(key)}
          error={fieldError(state, key)}
        />
      ))}
    </fieldset>
  )
}

export function RolesForm({ choices }: { choices: RoleChoices }) {
  const [state, form, pending] = useFormAction(updateRoles, IDLE)
  useFormToast(state)
  return (
    <form {...form} noValidate aria-label="O que te traz aqui?" className="space-y-4">
      <RoleCheckboxes formId="papeis" state={state} choices={choices} />
      <ErrorStatus state={state} />
      <FormActions>
        <Button type="submit" variant="outline" disabled={pending} aria-busy={pending}>
          {pending ? "Salvando..." : "Salvar escolhas"}
        </Button>
      </FormActions>
    </form>
  )
}

export const NEWSLETTER_LABEL = "Quero receber a newsletter com novidades, eventos e oportunidades da comunidade."

export function NewsletterCheckbox({
  formId,
  state,
  subscribed,
}: {
  formId: string
  state: ActionState
  subscribed: boolean
}) {
  const sent = fieldValue(state, "newsletter")
  return (
    <CheckboxField
      id={`${formId}-newsletter`}
      name="newsletter"
      label={NEWSLETTER_LABEL}
      defaultChecked={sent === undefined ? subscribed : sent === "on"}
      error={fieldError(state, "newsletter")}
    />
  )
}

export function NewsletterForm({ subscribed, email }: { subscribed: boolean; email: string }) {
  const [state, form, pending] = useFormAction(updateNewsletterPreference, IDLE)
  useFormToast(state)
  return (
    <form {...form} noValidate aria-label="Newsletter" className="space-y-4">
      <NewsletterCheckbox formId="preferencias" state={state} subscribed={subscribed} />
      <p className="text-muted-foreground text-sm">
        Enviada para <span className="text-foreground font-medium break-all">{email}</span>. Você pode sair a qualquer
        momento, aqui ou pelo link de cada e-mail.
      </p>
      <ErrorStatus state={state} />
      <FormActions>
        <Button type="submit" variant="outline" disabled={pending} aria-busy={pending}>
          {pending ? "Salvando..." : "Salvar preferência"}
        </Button>
      </FormActions>
    </form>
  )
}
