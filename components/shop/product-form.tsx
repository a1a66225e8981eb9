"use client"

import { useActionState } from "react"

import { type ActionState, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { PRODUCT_AVAILABILITY, PRODUCT_CATEGORIES } from "@/lib/shop"
import { Input } from "@/components/ui/input"
import { Textarea } from "@/components/ui/textarea"
import { ActionForm, describedBy, Field, FormFooter, SelectField } from "@/components/projects/form-parts"

export type ProductFormValues = {
  productId?: string
  business_id: string
  name: string
  description: string
  category: string
  price: string
  availability: string
  photos: string[]
}

export type ProductFormProps = {
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>
  businesses: { id: string; name: string }[]
  initial?: ProductFormValues
  submitLabel: string
}

/** Add or edit a product: name, price in reais, category, availability, description and up to four photos. */
export function ProductForm({ action, businesses, initial, submitLabel }: ProductFormProps) {
  const [state, formAction, pending] = useActionState(action, IDLE)
  useActionToast(state)
  const value = (key: Exclude<keyof ProductFormValues, "photos" | "productId">) =>
    fieldValue(state, key) ?? initial?.[key] ?? ""
  return (
    <ActionForm state={state} action={formAction} className="space-y-4">
      {initial?.productId ? <input type="hidden" name="productId" value={initial.productId} /> : null}
      {businesses.length === 1 ? (
        <input type="hidden" name="business_id" value={businesses[0]!.id} />
      ) : (
        <SelectField
          state={state}
          name="business_id"
          label="Negócio"
          defaultValue={value("business_id")}
          options={Object.fromEntries(businesses.map((b) => [b.id, b.name]))}
        />
      )}
      <Field state={state} name="name" label="Nome do produto">
        <Input
          id="name"
          name="name"
          required
          maxLength={120}
          defaultValue={value("name")}
          {...describedBy(state, "name")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field state={state} name="price" label="Preço (R$)">
          <Input
            id="price"
            name="price"
            inputMode="decimal"
            placeholder="49,90"
            required
            defaultValue={value("price")}
            {...describedBy(state, "price")}
          />
        </Field>
        <SelectField
          state={state}
          name="category"
          label="Categoria"
          defaultValue={value("category") || "artesanato"}
          options={PRODUCT_CATEGORIES}
        />
        <SelectField
          state={state}
          name="availability"
          label="Disponibilidade"
          defaultValue={value("availability") || "disponivel"}
          options={PRODUCT_AVAILABILITY}
        />
      </div>
      <Field state={state} name="description" label="Descrição curta">
        <Textarea
          id="description"
          name="description"
          maxLength={600}
          rows={3}
          defaultValue={value("description")}
          {...describedBy(state, "description")}
        />
      </Field>
      {initial?.photos.length ? (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Fotos atuais (desmarque para remover)</legend>
          {initial.photos.map((url, index) => (
            <label key={url} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="keepPhotos" value={url} defaultChecked />
              Foto {index + 1}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Field state={state} name="photos" label="Fotos (até 4, JPEG, PNG, WebP ou AVIF, 5 MB cada)">
        <Input
          id="photos"
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          {...describedBy(state, "photos")}
        />
      </Field>
      <FormFooter state={state} pending={pending} label={submitLabel} />
    </ActionForm>
  )
}
