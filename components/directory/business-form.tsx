"use client"

import * as React from "react"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import {
  BRAZILIAN_STATES,
  BUSINESS_CATEGORIES,
  BUSINESS_NAME_MAX,
  CITY_MAX,
  DESCRIPTION_MAX,
  type BusinessStatus,
} from "@/lib/validations/directory"
import { SLUG_MAX } from "@/lib/slug"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"
import { nativeSelectClass } from "@/components/directory/directory-filters"
import { LogoField } from "@/components/directory/logo-field"

type BusinessAction = (prev: ActionState, formData: FormData) => Promise<ActionState>

/** What the form starts with: empty for a new listing, the stored listing for an edit. */
export interface BusinessFormInitial {
  id?: string
  name: string
  slug: string
  description: string
  categorySlug: string
  city: string
  state: string
  whatsapp: string
  instagram: string
  website: string
  email: string
  acceptsOrders: boolean
  sellsOnline: boolean
  /** A displayable logo address (lib/directory.ts displayableLogoUrl), or null. */
  logoUrl: string | null
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

export type BusinessFormProps = {
  action: BusinessAction
  initial: BusinessFormInitial
}

/**
 * The owner's listing: every field, the logo and the tags. A plain form posting to a server action,
 * so it works without JavaScript too; with it, the logo is scaled down in the browser before it is
 * sent. A new listing, and a substantial change to an approved one, wait for an admin's approval.
 */
export function BusinessForm({ action, initial }: BusinessFormProps) {
  const [state, formAction, pending] = React.useActionState(action, IDLE)
  // Successes as a toast; errors stay on the form, beside the fields they concern.
  useActionToast(state, { error: null })
  const editing = Boolean(initial.id)
  const value = (name: keyof BusinessFormInitial & string) => fieldValue(state, name) ?? String(initial[name] ?? "")
  const checked = (name: "acceptsOrders" | "sellsOnline") =>
    state.status === "error" && state.values ? state.values[name] === "on" : initial[name]
  const field = (name: string) => ({
    id: `${FORM_ID}-${name}`,
    name,
    "aria-invalid": fieldError(state, name) ? true : undefined,
    "aria-describedby": fieldError(state, name) ? errorId(FORM_ID, name) : undefined,
  })

  return (
    <form
      action={formAction}
      aria-label={editing ? "Editar negócio" : "Cadastrar negócio"}
      className="space-y-8"
      encType="multipart/form-data"
      noValidate
    >
      {initial.id ? <input type="hidden" name="id" value={initial.id} /> : null}

      <fieldset className="space-y-5">
        <legend className="mb-2 text-lg font-semibold">Sobre o negócio</legend>
        <div className="space-y-2">
          <Label htmlFor={`${FORM_ID}-name`}>Nome do negócio</Label>
          <Input {...field("name")} required maxLength={BUSINESS_NAME_MAX} defaultValue={value("name")} />
          <FieldError id={errorId(FORM_ID, "name")} message={fieldError(state, "name")} />
        </div>
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
        <div className="space-y-2">
          <Label htmlFor={`${FORM_ID}-description`}>Descrição</Label>
          <Textarea
            {...field("description")}
            required
            rows={6}
            maxLength={DESCRIPTION_MAX}
            defaultValue={value("description")}
            placeholder="O que você produz ou oferece, como trabalha e o que torna o seu negócio especial."
          />
          <FieldError id={errorId(FORM_ID, "description")} message={fieldError(state, "description")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${FORM_ID}-category`}>Categoria</Label>
          <select
            {...field("category")}
            required
            defaultValue={fieldValue(state, "category") ?? initial.categorySlug}
            className={nativeSelectClass}
          >
            <option value="">Escolha uma categoria</option>
            {BUSINESS_CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
          <FieldError id={errorId(FORM_ID, "category")} message={fieldError(state, "category")} />
        </div>
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
          <div className="space-y-2">
            <Label htmlFor={`${FORM_ID}-city`}>Cidade</Label>
            <Input
              {...field("city")}
              required
              maxLength={CITY_MAX}
              defaultValue={value("city")}
              autoComplete="address-level2"
            />
            <FieldError id={errorId(FORM_ID, "city")} message={fieldError(state, "city")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${FORM_ID}-state`}>Estado (UF)</Label>
            <select {...field("state")} required defaultValue={value("state")} className={nativeSelectClass}>
              <option value="">Escolha</option>
              {BRAZILIAN_STATES.map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name} ({item.code})
                </option>
              ))}
            </select>
            <FieldError id={errorId(FORM_ID, "state")} message={fieldError(state, "state")} />
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-semibold">Contato</legend>
        <p className="text-muted-foreground text-sm">
          Informe pelo menos uma forma de contato. Elas aparecem na página do negócio.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${FORM_ID}-whatsapp`}>WhatsApp</Label>
            <Input
              {...field("whatsapp")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="(31) 99123-4567"
              defaultValue={value("whatsapp")}
              maxLength={40}
            />
            <FieldError id={errorId(FORM_ID, "whatsapp")} message={fieldError(state, "whatsapp")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${FORM_ID}-instagram`}>Instagram</Label>
            <Input
              {...field("instagram")}
              placeholder="@seunegocio"
              defaultValue={value("instagram")}
              maxLength={300}
            />
            <FieldError id={errorId(FORM_ID, "instagram")} message={fieldError(state, "instagram")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${FORM_ID}-website`}>Site</Label>
            <Input
              {...field("website")}
              type="url"
              inputMode="url"
              placeholder="https://seunegocio.com.br"
              defaultValue={value("website")}
              maxLength={300}
            />
            <FieldError id={errorId(FORM_ID, "website")} message={fieldError(state, "website")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${FORM_ID}-email`}>E-mail de contato</Label>
            <Input
              {...field("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="contato@seunegocio.com.br"
              defaultValue={value("email")}
              maxLength={254}
            />
            <FieldError id={errorId(FORM_ID, "email")} message={fieldError(state, "email")} />
          </div>
        </div>
      </fieldset>

      <LogoField formId={FORM_ID} name={initial.name} currentUrl={initial.logoUrl} error={fieldError(state, "logo")} />

      <div className="space-y-3 border-t pt-6">
        {initial.status === "approved" ? (
          <p className="text-muted-foreground text-sm">
            Mudanças no nome, endereço, descrição, categoria, Instagram, site ou logo passam por uma nova aprovação
            antes de aparecer no diretório.
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

function CheckboxField({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="accent-primary focus-visible:ring-ring size-4 rounded outline-none focus-visible:ring-[3px]"
      />
      {label}
    </label>
  )
}
