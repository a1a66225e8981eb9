"use client"

import { fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { formErrorToast, useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { PRODUCT_AVAILABILITY, PRODUCT_CATEGORIES } from "@/lib/shop"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { FormFooter, InputField, SelectField, TextareaField } from "@/components/projects/form-parts"
import { ImageFileField } from "@/components/projects/image-file-field"

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
  action: FormAction
  businesses: { id: string; name: string }[]
  initial?: ProductFormValues
  submitLabel: string
}

/** Add or edit a product: name, price in reais, category, availability, description and up to four photos. */
export function ProductForm({ action, businesses, initial, submitLabel }: ProductFormProps) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state, { error: formErrorToast })
  const value = (key: Exclude<keyof ProductFormValues, "photos" | "productId">) =>
    fieldValue(state, key) ?? initial?.[key] ?? ""
  const text = (name: Exclude<keyof ProductFormValues, "photos" | "productId">) => ({
    state,
    name,
    defaultValue: value(name),
  })
  return (
    <form {...form} className="space-y-4">
      {initial?.productId ? <input type="hidden" name="productId" value={initial.productId} /> : null}
      {businesses.length === 1 ? (
        <input type="hidden" name="business_id" value={businesses[0]!.id} />
      ) : (
        <SelectField
          {...text("business_id")}
          label="Negócio"
          options={Object.fromEntries(businesses.map((b) => [b.id, b.name]))}
        />
      )}
      <InputField {...text("name")} label="Nome do produto" required maxLength={120} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField {...text("price")} label="Preço (R$)" inputMode="decimal" placeholder="49,90" required />
        <SelectField
          {...text("category")}
          defaultValue={value("category") || "artesanato"}
          label="Categoria"
          options={PRODUCT_CATEGORIES}
        />
        <SelectField
          {...text("availability")}
          defaultValue={value("availability") || "disponivel"}
          label="Disponibilidade"
          options={PRODUCT_AVAILABILITY}
        />
      </div>
      <TextareaField {...text("description")} label="Descrição curta" maxLength={600} rows={3} />
      {initial?.photos.length ? (
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Fotos atuais (desmarque para remover)</legend>
          {initial.photos.map((url, index) => (
            <label key={url} className="flex items-center gap-2 text-sm">
              <NativeCheckbox name="keepPhotos" value={url} defaultChecked />
              Foto {index + 1}
            </label>
          ))}
        </fieldset>
      ) : null}
      <ImageFileField state={state} name="photos" label="Fotos (até 4, JPEG, PNG, WebP ou AVIF, 5 MB cada)" multiple />
      <FormFooter state={state} pending={pending} label={submitLabel} />
    </form>
  )
}
