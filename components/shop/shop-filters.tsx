import Link from "next/link"
import { SearchIcon } from "lucide-react"

import { UFS } from "@/lib/projects"
import { PRODUCT_CATEGORIES, SHOP_PARAMS, SHOP_PATH, type ShopListState } from "@/lib/shop"
import { Button } from "@/components/ui/button"
import { CleanGetForm } from "@/components/projects/clean-get-form"
import { Input } from "@/components/ui/input"

const selectClass =
  "border-input dark:bg-input/30 focus-visible:border-ring focus-visible:ring-ring/40 h-10 w-full rounded-md border bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px]"

/** Search, category and state as one GET form: shareable addresses, and back undoes each search. */
export function ShopFilters({ state }: { state: ShopListState }) {
  const filtered = Boolean(state.search || state.category || state.state)
  return (
    <CleanGetForm
      action={SHOP_PATH}
      role="search"
      aria-label="Buscar na loja"
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <label className="space-y-1.5 text-sm font-medium">
        <span className="block">Buscar</span>
        <span className="relative block">
          <SearchIcon
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            type="search"
            name={SHOP_PARAMS.search}
            defaultValue={state.search}
            placeholder="Bolo, bolsa, cesta..."
            maxLength={100}
            className="h-10 pl-9"
          />
        </span>
      </label>
      <label className="space-y-1.5 text-sm font-medium">
        <span className="block">Categoria</span>
        <select name={SHOP_PARAMS.category} defaultValue={state.category} className={selectClass}>
          <option value="">Todas as categorias</option>
          {Object.entries(PRODUCT_CATEGORIES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1.5 text-sm font-medium">
        <span className="block">Estado (UF)</span>
        <select name={SHOP_PARAMS.state} defaultValue={state.state} className={selectClass}>
          <option value="">Todos os estados</option>
          {UFS.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <Button type="submit" className="h-10 flex-1">
          Buscar
        </Button>
        {filtered ? (
          <Button asChild variant="outline" className="h-10">
            <Link href={SHOP_PATH}>Limpar</Link>
          </Button>
        ) : null}
      </div>
    </CleanGetForm>
  )
}
