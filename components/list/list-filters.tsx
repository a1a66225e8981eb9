import type * as React from "react"
import Link from "next/link"

import { Button } from "@/components/ui/button"
import { NativeSelect } from "@/components/ui/native-select"

/**
 * The parts of the GET filter forms of /projetos, /loja (CleanGetForm) and /diretorio: each select
 * is one query parameter whose empty first option means "all".
 */

export type FilterSelectProps = {
  label: string
  name: string
  value: string
  /** The empty option's label ("Todos os tipos"). */
  all: string
  options: Record<string, string> | readonly string[]
}

export function FilterSelect({ label, name, value, all, options }: FilterSelectProps) {
  const entries = Array.isArray(options)
    ? options.map((option) => [option, option] as const)
    : Object.entries(options as Record<string, string>)
  return (
    <FilterLabel label={label}>
      <NativeSelect name={name} defaultValue={value} className="h-10">
        <option value="">{all}</option>
        {entries.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FilterLabel>
  )
}

/** A filter's control under its visible name; the label wraps the control, so no id is needed. */
export function FilterLabel({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="space-y-1.5 text-sm font-medium">
      <span className="block">{label}</span>
      {children}
    </label>
  )
}

/** The submit button, and "Limpar" back to the unfiltered list when a filter is set. */
export function FilterActions({ label, filtered, clearHref }: { label: string; filtered: boolean; clearHref: string }) {
  return (
    <div className="flex gap-2">
      <Button type="submit" className="h-10 flex-1">
        {label}
      </Button>
      {filtered ? (
        <Button asChild variant="outline" className="h-10">
          <Link href={clearHref}>Limpar</Link>
        </Button>
      ) : null}
    </div>
  )
}
