"use client"

import * as React from "react"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import {
  BRAZILIAN_STATES,
  BUSINESS_CATEGORIES,
  BUSINESS_NAME_MAX,
  CITY_MAX,
  DESCRIPTION_MAX,
  type BusinessFormValues,
  type BusinessStatus,
} from "@/lib/validations/directory"
import { SLUG_MAX } from "@/lib/slug"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { NativeSelect } from "@/components/ui/native-select"
import { AuthField } from "@/components/auth/auth-field"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"
import { LogoField } from "@/components/directory/logo-field"
import { CheckboxField } from "@/components/directory/checkbox-field"

/** What the form starts with: empty for a new listing, the stored listing for an edit. */
export interface BusinessFormInitial extends BusinessFormValues {
  id?: string
  status?: BusinessStatus
}

export const EMPTY_BUSINESS: BusinessFormInitial = {
  name: "",
  slug: "",
  description: "",
  categorySlug: "",
  city: "",
  state: "",
  whatsapp: "",
  instagram: "",
  website: "",
  email: "",
  acceptsOrders: false,
  sellsOnline: false,
  logoUrl: null,
}

const FORM_ID = "negocio"

type TextFieldName = "name" | "city" | "whatsapp" | "instagram" | "website" | "email"

/** The ways to reach her, shown on the business page; at least one is required. */
const CONTACT_FIELDS = [
  {
    name: "whatsapp",
    label: "WhatsApp",
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel",
    placeholder: "(31) 99123-4567",
    maxLength: 40,
  },
  { name: "instagram", label: "Instagram", placeholder: "@seunegocio", maxLength: 300 },
  {
    name: "website",
    label: "Site",
    type: "url",
    inputMode: "url",
    placeholder: "https://seunegocio.com.br",
    maxLength: 300,
  },
  {
    name: "email",
    label: "E-mail de contato",
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    placeholder: "contato@seunegocio.com.br",
    maxLength: 254,
  },
] as const satisfies readonly ({ name: TextFieldName; label: string } & React.ComponentProps<"input">)[]

export type BusinessFormProps = {
  action: FormAction
  initial: BusinessFormInitial
  /** Her edits of this approved listing wait for an admin (the site settings' approval is on). */
  editsWaitForApproval?: boolean
}

/** What an owner changes on an approved listing goes to the team first: every field of the form. */
export const FIELDS_WAITING_FOR_APPROVAL =
  "nome, endereço da página, descrição, categoria, como você atende (encomendas, vendas on-line), cidade e UF, WhatsApp, Instagram, site, e-mail de contato e logo"

/**
 * The owner's listing: every field, the logo and the tags. A plain form posting to a server action,
 * so it works without JavaScript too; with it, the logo is scaled down in the browser before it is
 * sent. A new listing, and any change to an approved one, wait for an admin's approval (while the site
 * settings ask for it); the approved version stays public meanwhile.
 */
export function BusinessForm({ action, initial, editsWaitForApproval = false }: BusinessFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  // Successes as a toast; errors stay on the form, beside the fields they concern.
  useActionToast(state, { error: null })
  const editing = Boolean(initial.id)
  const value = (name: keyof BusinessFormInitial & string) => fieldValue(state, name) ?? String(initial[name] ?? "")
  const checked = (name: "acceptsOrders" | "sellsOnline") =>
    state.status === "error" && state.values ? state.values[name] === "on" : initial[name]
  const textField = (name: TextFieldName, label: string, props: React.ComponentProps<"input">) => (
    <AuthField
      formId={FORM_ID}
      id={`${FORM_ID}-${name}`}
      name={name}
      label={label}
      error={fieldError(state, name)}
      defaultValue={value(name)}
      {...props}
    />
  )
  const field = (name: string) => ({
    id: `${FORM_ID}-${name}`,
    name,
    "aria-invalid": fieldError(state, name) ? true : undefined,
    "aria-describedby": fieldError(state, name) ? errorId(FORM_ID, name) : undefined,
  })

  return (
    <form
      {...form}
      aria-label={editing ? "Editar negócio" : "Cadastrar negócio"}
      className="space-y-8"
      encType="multipart/form-data"
      noValidate
    >
      {initial.id ? <input type="hidden" name="id" value={initial.id} /> : null}

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-semibold">Sobre o negócio</legend>
        {textField("name", "Nome do negócio", { required: true, maxLength: BUSINESS_NAME_MAX })}
        <div className="space-y-2">
          <Label htmlFor={`${FORM_ID}-slug`}>Endereço da página (opcional)</Label>
          <div className="flex items-center gap-2">
            <span className="text-muted-foreground text-sm whitespace-nowrap" aria-hidden="true">
              /diretorio/
            </span>
            <Input
              {...field("slug")}
              maxLength={SLUG_MAX}
              defaultValue={value("slug")}
              placeholder="gerado a partir do nome"
              aria-describedby={[`${FORM_ID}-slug-dica`, fieldError(state, "slug") ? errorId(FORM_ID, "slug") : null]
                .filter(Boolean)
                .join(" ")}
            />
          </div>
          <p id={`${FORM_ID}-slug-dica`} className="text-muted-foreground text-xs">
            Letras minúsculas sem acento, números e hífens. Em branco, usamos o nome do negócio.
          </p>
          <FieldError id={errorId(FORM_ID, "slug")} message={fieldError(state, "slug")} />
        </div>
        <FieldRow name="description" label="Descrição" error={fieldError(state, "description")}>
          <Textarea
            {...field("description")}
            required
            rows={6}
            maxLength={DESCRIPTION_MAX}
            defaultValue={value("description")}
            placeholder="O que você produz ou oferece, como trabalha e o que torna o seu negócio especial."
          />
        </FieldRow>
        <FieldRow name="category" label="Categoria" error={fieldError(state, "category")}>
          <NativeSelect
            {...field("category")}
            required
            defaultValue={fieldValue(state, "category") ?? initial.categorySlug}
          >
            <option value="">Escolha uma categoria</option>
            {BUSINESS_CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </FieldRow>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Como você atende</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckboxField name="acceptsOrders" label="Aceita encomendas" defaultChecked={checked("acceptsOrders")} />
            <CheckboxField name="sellsOnline" label="Vende on-line" defaultChecked={checked("sellsOnline")} />
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-semibold">Onde fica</legend>
        <div className="grid gap-5 sm:grid-cols-[1fr_220px]">
          {textField("city", "Cidade", { required: true, maxLength: CITY_MAX, autoComplete: "address-level2" })}
          <FieldRow name="state" label="Estado (UF)" error={fieldError(state, "state")}>
            <NativeSelect {...field("state")} required defaultValue={value("state")}>
              <option value="">Escolha</option>
              {BRAZILIAN_STATES.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name} ({item.code})
                </option>
              ))}
            </NativeSelect>
          </FieldRow>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-semibold">Contato</legend>
        <p className="text-muted-foreground text-sm">
          Informe pelo menos uma forma de contato. Elas aparecem na página do negócio.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {CONTACT_FIELDS.map(({ name, label, ...props }) => (
            <React.Fragment key={name}>{textField(name, label, props)}</React.Fragment>
          ))}
        </div>
      </fieldset>

      <LogoField formId={FORM_ID} name={initial.name} currentUrl={initial.logoUrl} error={fieldError(state, "logo")} />

      <div className="space-y-3 border-t pt-6">
        {initial.status === "approved" && editsWaitForApproval ? (
          <p id={`${FORM_ID}-aprovacao`} className="text-muted-foreground text-sm">
            Mudanças em {FIELDS_WAITING_FOR_APPROVAL} passam pela aprovação da equipe antes de aparecer no diretório.
            Enquanto isso, o diretório continua mostrando a versão publicada.
          </p>
        ) : null}
        {/* A field's error is shown once, under the field; the alert is for the rest (a failed save). */}
        {state.status === "error" && !state.fieldErrors ? <FormStatus state={state} /> : null}
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? "Salvando…" : editing ? "Salvar alterações" : "Enviar para aprovação"}
        </Button>
      </div>
    </form>
  )
}

/** A label, a control that is not a plain text input (select, textarea) and its error. */
function FieldRow({
  name,
  label,
  error,
  children,
}: {
  name: string
  label: string
  error: string | undefined
  children: React.ReactNode
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={`${FORM_ID}-${name}`}>{label}</Label>
      {children}
      <FieldError id={errorId(FORM_ID, name)} message={error} />
    </div>
  )
}
