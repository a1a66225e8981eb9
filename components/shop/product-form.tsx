"use client"

import { useActionState } from "react"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { PRODUCT_AVAILABILITY, PRODUCT_CATEGORIES } from "@/lib/shop"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"

const selectClass =
  "border-input dark:bg-input/30 focus-visible:border-ring focus-visible:ring-ring/40 h-10 w-full rounded-md border bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]"

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
  const value = (key: keyof ProductFormValues) => fieldValue(state, key) ?? (initial?.[key] as string | undefined) ?? ""
  const field = (name: string) => {
    const error = fieldError(state, name)
    return {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${name}-error` : undefined,
    }
  }
  const errorOf = (name: string) => {
    const error = fieldError(state, name)
    return error ? (
      <p id={`${name}-error`} className="text-destructive text-sm">
        {error}
      </p>
    ) : null
  }
  // Keyed by the answer so React's reset after an error refills the fields from `values`.
  return (
    <form
      key={state.status === "error" ? JSON.stringify(state.values) : "form"}
      action={formAction}
      className="space-y-4"
    >
      {initial?.productId ? <input type="hidden" name="productId" value={initial.productId} /> : null}
      {businesses.length === 1 ? (
        <input type="hidden" name="business_id" value={businesses[0]!.id} />
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor="business_id">Negócio</Label>
          <select
            id="business_id"
            name="business_id"
            defaultValue={value("business_id")}
            className={selectClass}
            {...field("business_id")}
          >
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
          {errorOf("business_id")}
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="name">Nome do produto</Label>
        <Input id="name" name="name" required maxLength={120} defaultValue={value("name")} {...field("name")} />
        {errorOf("name")}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="price">Preço (R$)</Label>
          <Input
            id="price"
            name="price"
            inputMode="decimal"
            placeholder="49,90"
            required
            defaultValue={value("price")}
            {...field("price")}
          />
          {errorOf("price")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="category">Categoria</Label>
          <select
            id="category"
            name="category"
            defaultValue={value("category") || "artesanato"}
            className={selectClass}
            {...field("category")}
          >
            {Object.entries(PRODUCT_CATEGORIES).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
          {errorOf("category")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="availability">Disponibilidade</Label>
          <select
            id="availability"
            name="availability"
            defaultValue={value("availability") || "disponivel"}
            className={selectClass}
            {...field("availability")}
          >
            {Object.entries(PRODUCT_AVAILABILITY).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
          {errorOf("availability")}
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="description">Descrição curta</Label>
        <Textarea
          id="description"
          name="description"
          maxLength={600}
          rows={3}
          defaultValue={value("description")}
          {...field("description")}
        />
        {errorOf("description")}
      </div>
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
      <div className="space-y-1.5">
        <Label htmlFor="photos">Fotos (até 4, JPEG, PNG, WebP ou AVIF, 5 MB cada)</Label>
        <Input
          id="photos"
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          {...field("photos")}
        />
        {errorOf("photos")}
      </div>
      <p role="status" className="sr-only">
        {state.status === "idle" ? "" : state.message}
      </p>
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
