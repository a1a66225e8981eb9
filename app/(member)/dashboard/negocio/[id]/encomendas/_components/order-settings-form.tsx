"use client"

import * as React from "react"

import { type ActionState, fieldError, type FormAction, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import {
  ORDER_LIMITS,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  type ORDER_SETTINGS_FORM_KEYS,
} from "@/lib/validations/orders"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { NativeSelect } from "@/components/ui/native-select"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"

type Key = (typeof ORDER_SETTINGS_FORM_KEYS)[number]

/** What the form starts with: the saved settings, as text fields and ticks. */
export interface OrderSettingsInitial {
  enabled: boolean
  pixKeyType: string
  pixKey: string
  receiverName: string
  receiverCity: string
  offersPickup: boolean
  offersLocalDelivery: boolean
  localDeliveryFee: string
  offersShipping: boolean
  minimumOrder: string
  note: string
}

const FORM = "receber-encomendas"
const TEXT_FIELDS = ["pixKeyType", "pixKey", "receiverName", "receiverCity", "localDeliveryFee", "minimumOrder", "note"]
const FIELDS = [...TEXT_FIELDS, "offersPickup"] as const

/**
 * After an answer the form shows what she sent (the action echoes every field; a box left unticked
 * is absent from the echo), before one what is saved.
 */
function useValues(state: ActionState, initial: OrderSettingsInitial) {
  const echoed = state.status === "idle" ? undefined : state.values
  return {
    text: (key: Key) => (echoed ? (echoed[key] ?? "") : String(initial[key as keyof OrderSettingsInitial] ?? "")),
    ticked: (key: Key) => (echoed ? echoed[key] !== undefined : Boolean(initial[key as keyof OrderSettingsInitial])),
  }
}

/** "Receber encomendas": her Pix key, who receives, the delivery options, minimum and note. */
export function OrderSettingsForm({
  action,
  businessId,
  initial,
}: {
  action: FormAction
  businessId: string
  initial: OrderSettingsInitial
}) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state)
  const values = useValues(state, initial)
  // A new answer remounts the fields, so they take its echoed values.
  const version = state.status === "idle" ? "saved" : JSON.stringify(state.values ?? {})

  const field = (key: string) => {
    const message = fieldError(state, key)
    return {
      id: `${FORM}-${key}`,
      name: key,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": message ? errorId(FORM, key) : undefined,
    } as const
  }
  const error = (key: string) => <FieldError id={errorId(FORM, key)} message={fieldError(state, key)} />

  return (
    <form {...form} key={version} className="space-y-8" noValidate aria-label="Receber encomendas">
      <input type="hidden" name="businessId" value={businessId} />

      <label className="flex items-start gap-3 rounded-lg border p-4">
        <NativeCheckbox name="enabled" defaultChecked={values.ticked("enabled")} className="mt-0.5" />
        <span>
          <span className="block font-medium">Receber encomendas por este negócio</span>
          <span className="text-muted-foreground block text-sm">
            Associadas escolhem produtos e quantidades, e pagam por Pix direto na sua chave. A plataforma não recebe nem
            guarda dinheiro: você confirma o pagamento quando ele chegar.
          </span>
        </span>
      </label>

      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Chave Pix</legend>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <div className="space-y-2">
            <Label htmlFor={`${FORM}-pixKeyType`}>Tipo da chave</Label>
            <NativeSelect {...field("pixKeyType")} defaultValue={values.text("pixKeyType")}>
              <option value="">Escolha</option>
              {PIX_KEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PIX_KEY_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
            {error("pixKeyType")}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${FORM}-pixKey`}>Chave</Label>
            <Input
              {...field("pixKey")}
              defaultValue={values.text("pixKey")}
              maxLength={ORDER_LIMITS.pixKey}
              autoComplete="off"
              spellCheck={false}
            />
            <p className="text-muted-foreground text-sm">
              CPF ou CNPJ só com números ou com pontuação; celular com DDD; a chave aleatória como o banco mostra.
            </p>
            {error("pixKey")}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${FORM}-receiverName`}>Nome de quem recebe</Label>
            <Input
              {...field("receiverName")}
              defaultValue={values.text("receiverName")}
              maxLength={ORDER_LIMITS.receiverName}
              autoComplete="off"
            />
            <p className="text-muted-foreground text-sm">
              Como o seu banco mostra, até {ORDER_LIMITS.receiverName} caracteres.
            </p>
            {error("receiverName")}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${FORM}-receiverCity`}>Cidade de quem recebe</Label>
            <Input
              {...field("receiverCity")}
              defaultValue={values.text("receiverCity")}
              maxLength={ORDER_LIMITS.receiverCity}
              autoComplete="off"
            />
            <p className="text-muted-foreground text-sm">Até {ORDER_LIMITS.receiverCity} caracteres.</p>
            {error("receiverCity")}
          </div>
        </div>
      </fieldset>

      <fieldset
        className="space-y-3"
        aria-describedby={fieldError(state, "offersPickup") ? errorId(FORM, "offersPickup") : undefined}
      >
        <legend className="text-lg font-semibold">Formas de entrega</legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <NativeCheckbox name="offersPickup" defaultChecked={values.ticked("offersPickup")} />
          Retirada com você
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <NativeCheckbox name="offersLocalDelivery" defaultChecked={values.ticked("offersLocalDelivery")} />
          Entrega local
        </label>
        <div className="space-y-2 pl-6">
          <Label htmlFor={`${FORM}-localDeliveryFee`}>Taxa da entrega local (R$)</Label>
          <Input
            {...field("localDeliveryFee")}
            defaultValue={values.text("localDeliveryFee")}
            inputMode="decimal"
            placeholder="0,00"
            className="w-40"
          />
          {error("localDeliveryFee")}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <NativeCheckbox name="offersShipping" defaultChecked={values.ticked("offersShipping")} />
          Envio pelos Correios ou transportadora (frete combinado com a compradora)
        </label>
        {error("offersPickup")}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${FORM}-minimumOrder`}>Pedido mínimo (R$, opcional)</Label>
          <Input
            {...field("minimumOrder")}
            defaultValue={values.text("minimumOrder")}
            inputMode="decimal"
            placeholder="Sem mínimo"
            className="w-40"
          />
          {error("minimumOrder")}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${FORM}-note`}>Recado para quem encomenda (opcional)</Label>
        <Textarea
          {...field("note")}
          defaultValue={values.text("note")}
          rows={3}
          maxLength={ORDER_LIMITS.sellerNote}
          placeholder="Prazo de 3 dias úteis para produzir."
        />
        {error("note")}
      </div>

      <FormStatus state={state} fields={FIELDS} />
      <Button type="submit" disabled={pending}>
        {pending ? "Salvando…" : "Salvar"}
      </Button>
    </form>
  )
}
