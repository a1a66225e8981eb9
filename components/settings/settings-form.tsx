"use client"

import { useActionState } from "react"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import type { SiteSettings } from "@/lib/data/settings"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

export interface SettingsFormProps {
  settings: SiteSettings
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>
}

const centsToReais = (cents: number) => (cents / 100).toFixed(2).replace(".", ",")

function Field({
  state,
  name,
  label,
  defaultValue,
  hint,
  multiline = false,
  ...props
}: {
  state: ActionState
  name: string
  label: string
  defaultValue: string
  hint?: string
  multiline?: boolean
} & Omit<React.ComponentProps<"input">, "name" | "defaultValue">) {
  const error = fieldError(state, name)
  const id = `setting-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined
  const value = fieldValue(state, name) ?? defaultValue
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          id={id}
          name={name}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          rows={4}
        />
      ) : (
        <Input
          id={id}
          name={name}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function Figures({
  state,
  prefix,
  title,
  figures,
}: {
  state: ActionState
  prefix: "home_stats" | "about_impact"
  title: string
  figures: readonly { value: string; label: string }[]
}) {
  const groupError = fieldError(state, prefix)
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">{title}</legend>
      {figures.map((figure, index) => (
        <div key={index} className="grid gap-3 sm:grid-cols-2">
          <Field
            state={state}
            name={`${prefix}_${index}_value`}
            label={`Número ${index + 1}`}
            defaultValue={figure.value}
          />
          <Field
            state={state}
            name={`${prefix}_${index}_label`}
            label={`Legenda ${index + 1}`}
            defaultValue={figure.label}
          />
        </div>
      ))}
      {groupError ? <p className="text-destructive text-sm">Preencha os quatro números e legendas.</p> : null}
    </fieldset>
  )
}

/** The admin's settings form: one save for every section (one audited change). */
export function SettingsForm({ settings, action }: SettingsFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  useActionToast(state)
  const checked = (name: "directory_listing_approval" | "directory_review_approval") =>
    state.status === "idle" || !state.values ? settings[name] : state.values[name] === "on"

  return (
    <form action={formAction} className="space-y-6" noValidate>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Organização</h2>
          </CardTitle>
          <CardDescription>Nome e descrição usados nas buscas, no rodapé e nos dados estruturados.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Field state={state} name="site_name" label="Nome do site" defaultValue={settings.site_name} />
          <Field
            state={state}
            name="site_description"
            label="Descrição"
            defaultValue={settings.site_description}
            multiline
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              state={state}
              name="contact_email"
              label="E-mail de contato"
              type="email"
              defaultValue={settings.contact_email ?? ""}
            />
            <Field
              state={state}
              name="contact_phone"
              label="Telefone de contato"
              type="tel"
              defaultValue={settings.contact_phone ?? ""}
            />
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Redes sociais</h2>
          </CardTitle>
          <CardDescription>Os ícones do rodapé. Deixe em branco para não mostrar a rede.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field
            state={state}
            name="social_instagram"
            label="Instagram"
            type="url"
            defaultValue={settings.social_instagram ?? ""}
          />
          <Field
            state={state}
            name="social_facebook"
            label="Facebook"
            type="url"
            defaultValue={settings.social_facebook ?? ""}
          />
          <Field
            state={state}
            name="social_linkedin"
            label="LinkedIn"
            type="url"
            defaultValue={settings.social_linkedin ?? ""}
          />
          <Field
            state={state}
            name="social_youtube"
            label="YouTube"
            type="url"
            defaultValue={settings.social_youtube ?? ""}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Números do site</h2>
          </CardTitle>
          <CardDescription>A faixa de números da página inicial e o impacto da página Sobre.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <Figures state={state} prefix="home_stats" title="Página inicial" figures={settings.home_stats} />
          <Figures state={state} prefix="about_impact" title="Página Sobre" figures={settings.about_impact} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Embaixadoras e moderação</h2>
          </CardTitle>
          <CardDescription>Comissão por indicação confirmada e aprovação de conteúdo do diretório.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              state={state}
              name="commission_amount"
              label="Comissão por indicação (R$)"
              inputMode="decimal"
              defaultValue={centsToReais(settings.commission_amount_cents)}
            />
            <Field
              state={state}
              name="referral_window_days"
              label="Janela de indicação (dias)"
              inputMode="numeric"
              defaultValue={String(settings.referral_window_days)}
              hint="Por quanto tempo o link de indicação vale depois da visita."
            />
          </div>
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                id="setting-directory_listing_approval"
                type="checkbox"
                name="directory_listing_approval"
                defaultChecked={checked("directory_listing_approval")}
                aria-describedby="setting-directory_listing_approval-hint"
                className="size-4"
              />
              <Label htmlFor="setting-directory_listing_approval">
                Novos negócios do diretório precisam de aprovação
              </Label>
            </div>
            <p id="setting-directory_listing_approval-hint" className="text-muted-foreground text-sm">
              Marcado: cada negócio novo (e cada mudança no nome, na descrição, na categoria, nos links ou no logo)
              espera a aprovação em Negócios. Desmarcado: o negócio aparece no diretório assim que é cadastrado.
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                id="setting-directory_review_approval"
                type="checkbox"
                name="directory_review_approval"
                defaultChecked={checked("directory_review_approval")}
                aria-describedby="setting-directory_review_approval-hint"
                className="size-4"
              />
              <Label htmlFor="setting-directory_review_approval">Novas avaliações precisam de aprovação</Label>
            </div>
            <p id="setting-directory_review_approval-hint" className="text-muted-foreground text-sm">
              Marcado: avaliações novas ou editadas só aparecem depois de aprovadas. Desmarcado: aparecem na hora e a
              dona do negócio é avisada.
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Newsletter</h2>
          </CardTitle>
          <CardDescription>Um parágrafo a mais no e-mail de confirmação da inscrição (opcional).</CardDescription>
        </CardHeader>
        <CardContent>
          <Field
            state={state}
            name="newsletter_optin_text"
            label="Texto do e-mail de confirmação"
            defaultValue={settings.newsletter_optin_text ?? ""}
            multiline
          />
        </CardContent>
      </Card>

      <div className="flex items-center gap-4">
        <Button type="submit" disabled={pending}>
          {pending ? "Salvando…" : "Salvar configurações"}
        </Button>
        <p role="status" className="text-muted-foreground text-sm">
          {state.status === "idle" ? "" : state.message}
        </p>
      </div>
    </form>
  )
}
