"use client"

import * as React from "react"

import { type ActionState, fieldError, type FormAction, IDLE } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { formatCents } from "@/lib/number-format"
import { DELIVERY_METHOD_LABELS, type DeliveryMethod, ORDER_LIMITS, quantityField } from "@/lib/validations/orders"
import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { errorId, FieldError, FormStatus } from "@/components/auth/form-parts"

export interface BuilderProduct {
  id: string
  name: string
  priceCents: number
  available: boolean
}

export interface BuilderOptions {
  methods: DeliveryMethod[]
  localDeliveryFeeCents: number
  minimumOrderCents: number | null
}

const FORM = "encomenda"

/** The items' sum as the page shows it while she types; the database computes the real total. */
export function estimateCents(
  products: BuilderProduct[],
  quantities: Record<string, string>,
  method: DeliveryMethod | null,
  localDeliveryFeeCents: number
) {
  let items = 0
  for (const product of products) {
    const quantity = Number(quantities[product.id] ?? "0")
    if (product.available && Number.isInteger(quantity) && quantity > 0 && quantity <= ORDER_LIMITS.quantity) {
      items += quantity * product.priceCents
    }
  }
  const fee = method === "local_delivery" ? localDeliveryFeeCents : 0
  return { items, fee, total: items + fee }
}

function initialQuantities(products: BuilderProduct[], state: ActionState, preset: Record<string, number>) {
  const echoed = state.status === "idle" ? undefined : state.values
  const quantities: Record<string, string> = {}
  for (const product of products) {
    const value = echoed ? echoed[quantityField(product.id)] : preset[product.id]?.toString()
    quantities[product.id] = value ?? "0"
  }
  return quantities
}

/**
 * The order form of one business (issue #38): a quantity per product, the delivery among those
 * it offers, a note; the running total is an estimate for her, the order's own total comes from
 * the database. Posts without JavaScript too; every value survives a refusal.
 */
export function OrderBuilder({
  action,
  businessId,
  products,
  options,
  preset,
}: {
  action: FormAction
  businessId: string
  products: BuilderProduct[]
  options: BuilderOptions
  /** The product page's choice (?produto=…&quantidade=…), by product id. */
  preset: Record<string, number>
}) {
  const [state, form, pending] = useFormAction(action, IDLE)
  useActionToast(state)
  const echoed = state.status === "idle" ? undefined : state.values
  const [quantities, setQuantities] = React.useState(() => initialQuantities(products, state, preset))
  const defaultMethod =
    (echoed?.deliveryMethod as DeliveryMethod | undefined) ??
    (options.methods.length === 1 ? options.methods[0]! : null)
  const [method, setMethod] = React.useState<DeliveryMethod | null>(defaultMethod)
  const estimate = estimateCents(products, quantities, method, options.localDeliveryFeeCents)
  const itemsError = fieldError(state, "items")
  const methodError = fieldError(state, "deliveryMethod")
  const noteError = fieldError(state, "note")
  const belowMinimum = options.minimumOrderCents !== null && estimate.items < options.minimumOrderCents

  return (
    <form {...form} className="space-y-8" noValidate aria-label="Fazer encomenda">
      <input type="hidden" name="businessId" value={businessId} />
      <fieldset className="space-y-3" aria-describedby={itemsError ? errorId(FORM, "items") : undefined}>
        <legend className="text-lg font-semibold">Produtos e quantidades</legend>
        <ul className="divide-y rounded-xl border">
          {products.map((product) => {
            const name = quantityField(product.id)
            const message = fieldError(state, name)
            return (
              <li key={product.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <Label htmlFor={`${FORM}-${product.id}`} className="font-medium">
                    {product.name}
                  </Label>
                  <p className="text-muted-foreground text-sm">
                    {formatCents(product.priceCents)}
                    {product.available ? "" : " · Esgotado"}
                  </p>
                  <FieldError id={errorId(FORM, name)} message={message} />
                </div>
                <Input
                  id={`${FORM}-${product.id}`}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={ORDER_LIMITS.quantity}
                  step={1}
                  className="w-24"
                  disabled={!product.available}
                  value={product.available ? quantities[product.id] : "0"}
                  onChange={(event) => setQuantities((current) => ({ ...current, [product.id]: event.target.value }))}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? errorId(FORM, name) : undefined}
                  aria-label={`Quantidade de ${product.name}`}
                />
              </li>
            )
          })}
        </ul>
        <FieldError id={errorId(FORM, "items")} message={itemsError} />
      </fieldset>

      <fieldset className="space-y-3" aria-describedby={methodError ? errorId(FORM, "deliveryMethod") : undefined}>
        <legend className="text-lg font-semibold">Como receber</legend>
        {options.methods.map((value) => (
          <label key={value} className="flex items-center gap-3 text-sm">
            <input
              type="radio"
              name="deliveryMethod"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
              className="accent-primary size-4 shrink-0"
            />
            <span>
              {DELIVERY_METHOD_LABELS[value]}
              {value === "local_delivery"
                ? options.localDeliveryFeeCents > 0
                  ? ` (taxa de ${formatCents(options.localDeliveryFeeCents)})`
                  : " (sem taxa)"
                : ""}
            </span>
          </label>
        ))}
        <FieldError id={errorId(FORM, "deliveryMethod")} message={methodError} />
      </fieldset>

      <div className="space-y-2">
        <Label htmlFor={`${FORM}-note`}>Observação para a vendedora (opcional)</Label>
        <Textarea
          id={`${FORM}-note`}
          name="note"
          rows={3}
          maxLength={ORDER_LIMITS.buyerNote}
          defaultValue={echoed?.note ?? ""}
          placeholder="Cor, tamanho, melhor horário para retirar…"
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? errorId(FORM, "note") : undefined}
        />
        <FieldError id={errorId(FORM, "note")} message={noteError} />
      </div>

      <div className="bg-muted/40 space-y-1 rounded-xl p-4" aria-live="polite">
        <p className="flex justify-between text-sm">
          <span>Produtos</span>
          <span>{formatCents(estimate.items)}</span>
        </p>
        {method === "local_delivery" ? (
          <p className="flex justify-between text-sm">
            <span>Entrega local</span>
            <span>{formatCents(estimate.fee)}</span>
          </p>
        ) : null}
        <p className="flex justify-between text-base font-semibold">
          <span>Total estimado</span>
          <span>{formatCents(estimate.total)}</span>
        </p>
        {method === "shipping" ? (
          <p className="text-muted-foreground text-sm">O frete do envio é combinado com a vendedora.</p>
        ) : null}
        {belowMinimum ? (
          <p className="text-sm">O pedido mínimo desta loja é de {formatCents(options.minimumOrderCents ?? 0)}.</p>
        ) : null}
        <p className="text-muted-foreground text-xs">
          O valor final é calculado com os preços de agora, quando você faz a encomenda.
        </p>
      </div>

      <FormStatus state={state} fields={["items", "deliveryMethod", "note"]} />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Enviando…" : "Fazer encomenda"}
      </Button>
    </form>
  )
}
