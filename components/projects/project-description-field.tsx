"use client"

import * as React from "react"
import dynamic from "next/dynamic"

import type { ActionState } from "@/lib/action-state"
import { Skeleton } from "@/components/ui/skeleton"
import { describedBy, FieldError } from "@/components/projects/form-parts"

// The blog's editor (TipTap weighs a lot: loaded only with this form, and only in the browser).
const RichTextEditor = dynamic(
  () => import("@/components/admin/blog/rich-text-editor").then((module) => module.RichTextEditor),
  { ssr: false, loading: () => <Skeleton className="h-66 w-full" aria-label="Carregando editor…" /> }
)

/**
 * The project's description in the rich-text editor the blog uses (headings, bold, italic, lists,
 * quotes, links; no images), posted as HTML through a hidden input. The server sanitises it.
 */
export function ProjectDescriptionField({
  state,
  name,
  label,
  defaultValue,
}: {
  state: ActionState<unknown>
  name: string
  label: string
  defaultValue: string
}) {
  const [html, setHtml] = React.useState(defaultValue)
  const aria = describedBy(state, name)
  return (
    <div className="space-y-1.5">
      <input type="hidden" name={name} value={html} />
      <span id={`${name}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      <RichTextEditor
        id={name}
        initialHtml={defaultValue}
        onChange={setHtml}
        describedBy={aria["aria-describedby"]}
        invalid={Boolean(aria["aria-invalid"])}
        toolbarLabel="Formatação da descrição"
      />
      <FieldError state={state} name={name} />
    </div>
  )
}
