"use client"

import * as React from "react"
import { XIcon } from "lucide-react"

import type { DirectoryFacets } from "@/lib/data/directory"
import { DIRECTORY_PARAMS, DIRECTORY_PATH, directoryHref, type DirectoryState, isFiltered } from "@/lib/directory-url"
import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"
import { NativeSelect } from "@/components/ui/native-select"
import { DirectoryFilterForm, DirectoryNavLink } from "@/components/directory/directory-navigation"
import { CheckboxField } from "@/components/directory/checkbox-field"
import { FilterLabel } from "@/components/list/list-filters"
import { SearchBox } from "@/components/list/search-box"

/** The kit's input look for native selects, under the name the directory's forms import. */

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === "string" ? value.trim() : ""
}

/** The list's address for the form's fields (page 1: a new filter starts over). */
function hrefOf(form: FormData) {
  return directoryHref({
    search: text(form, DIRECTORY_PARAMS.search),
    categorySlug: text(form, DIRECTORY_PARAMS.category),
    state: text(form, DIRECTORY_PARAMS.state),
    citySlug: text(form, DIRECTORY_PARAMS.city),
    acceptsOrders: form.has(DIRECTORY_PARAMS.orders),
    sellsOnline: form.has(DIRECTORY_PARAMS.online),
  })
}

export type DirectoryFiltersProps = {
  state: DirectoryState
  facets: DirectoryFacets
}

/**
 * Search, category, state (UF), city and the two tags, as one GET form: it works without
 * JavaScript, gives shareable addresses and each submit is a history entry the back button undoes.
 * The city list follows the chosen state.
 */
export function DirectoryFilters({ state, facets }: DirectoryFiltersProps) {
  // Keyed by the URL state (below), so back/forward shows the address's own choices.
  const [uf, setUf] = React.useState(state.state)
  const [city, setCity] = React.useState(state.citySlug)
  const cities = facets.cities.filter((item) => !uf || item.state === uf)
  const cityOptions = [...new Map(cities.map((item) => [uf ? item.slug : `${item.state}/${item.slug}`, item])).values()]

  return (
    <DirectoryFilterForm
      hrefOf={hrefOf}
      onUrlSync={(params) => {
        setUf(params.get(DIRECTORY_PARAMS.state) ?? "")
        setCity(params.get(DIRECTORY_PARAMS.city) ?? "")
      }}
      role="search"
      aria-label="Buscar no diretório"
      className="bg-card space-y-4 rounded-xl border p-4 sm:p-5"
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchBox
          name={DIRECTORY_PARAMS.search}
          defaultValue={state.search}
          placeholder="Buscar negócios, produtos ou serviços..."
          aria-label="Buscar negócios"
          buttonClassName="h-10"
        />
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <FilterLabel label="Categoria">
          <NativeSelect name={DIRECTORY_PARAMS.category} defaultValue={state.categorySlug} className="h-10">
            <option value="">Todas as categorias</option>
            {facets.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name} ({category.count})
              </option>
            ))}
          </NativeSelect>
        </FilterLabel>
        <FilterLabel label="Estado (UF)">
          <NativeSelect
            name={DIRECTORY_PARAMS.state}
            value={uf}
            onChange={(event) => {
              setUf(event.target.value)
              setCity("")
            }}
            className="h-10"
          >
            <option value="">Todos os estados</option>
            {facets.states.map((item) => (
              <option key={item.code} value={item.code}>
                {item.name} ({item.code})
              </option>
            ))}
          </NativeSelect>
        </FilterLabel>
        <FilterLabel label="Cidade">
          <NativeSelect
            name={DIRECTORY_PARAMS.city}
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className="h-10"
          >
            <option value="">Todas as cidades</option>
            {cityOptions.map((item) => (
              <option key={`${item.state}/${item.slug}`} value={item.slug}>
                {uf ? item.name : `${item.name} (${item.state})`}
              </option>
            ))}
          </NativeSelect>
        </FilterLabel>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">Características</legend>
          <CheckboxField
            value="1"
            name={DIRECTORY_PARAMS.orders}
            defaultChecked={state.acceptsOrders}
            label="Aceita encomendas"
          />
          <CheckboxField
            value="1"
            name={DIRECTORY_PARAMS.online}
            defaultChecked={state.sellsOnline}
            label="Vende on-line"
          />
        </fieldset>
        {isFiltered(state) ? (
          <DirectoryNavLink
            href={DIRECTORY_PATH}
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "self-start sm:self-auto")}
          >
            <XIcon aria-hidden="true" />
            Limpar filtros
          </DirectoryNavLink>
        ) : null}
      </div>
    </DirectoryFilterForm>
  )
}
