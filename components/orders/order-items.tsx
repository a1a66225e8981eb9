import { formatCents, formatInteger } from "@/lib/number-format"
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from "@/lib/validations/orders"

export interface OrderItemsProps {
  items: { id: string; productName: string; unitPriceCents: number; quantity: number; lineTotalCents: number }[]
  itemsTotalCents: number
  deliveryMethod: DeliveryMethod
  deliveryFeeCents: number
  totalCents: number
  note: string | null
}

/**
 * An order's lines and totals as the database computed them (issue #38): the buyer's and the
 * seller's pages show the same table, so both read the same amounts.
 */
export function OrderItems({
  items,
  itemsTotalCents,
  deliveryMethod,
  deliveryFeeCents,
  totalCents,
  note,
}: OrderItemsProps) {
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">Produtos da encomenda</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Produto
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Qtd.
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
                Preço
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t">
                <td className="px-3 py-2">{item.productName}</td>
                <td className="px-3 py-2 text-right">{formatInteger(item.quantity)}</td>
                <td className="hidden px-3 py-2 text-right whitespace-nowrap sm:table-cell">
                  {formatCents(item.unitPriceCents)}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">{formatCents(item.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t">
              <th scope="row" colSpan={3} className="px-3 py-2 text-left font-normal sm:text-right">
                Produtos
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatCents(itemsTotalCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-2 text-left font-normal sm:text-right">
                {DELIVERY_METHOD_LABELS[deliveryMethod]}
                {deliveryMethod === "shipping" ? "" : deliveryFeeCents > 0 ? "" : " (sem taxa)"}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatCents(deliveryFeeCents)}</td>
            </tr>
            <tr className="border-t text-base font-semibold">
              <th scope="row" colSpan={3} className="px-3 py-2 text-left sm:text-right">
                Total
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap" data-order-total>
                {formatCents(totalCents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {note ? (
        <div className="bg-muted/40 rounded-lg p-3 text-sm">
          <p className="font-medium">Observação da compradora</p>
          <p className="whitespace-pre-line">{note}</p>
        </div>
      ) : null}
    </div>
  )
}
