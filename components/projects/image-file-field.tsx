"use client"

import { useState } from "react"

import type { ActionState } from "@/lib/action-state"
import { prepareChosenImages } from "@/lib/images/prepare-upload"
import { SNIFFED_IMAGE_TYPES } from "@/lib/images/sniff"
import { FileInput } from "@/components/ui/file-input"
import { describedBy, Field } from "@/components/projects/form-parts"

export type ImageFileFieldProps = {
  state: ActionState<unknown>
  name: string
  label: string
  multiple?: boolean
}

/**
 * A labelled picker for the images a form uploads. Chosen files too large to send are scaled down
 * in the browser before the submit; what cannot be prepared is said under the field at once.
 */
export function ImageFileField({ state, name, label, multiple }: ImageFileFieldProps) {
  const [error, setError] = useState<string | null>(null)
  return (
    <Field state={state} name={name} label={label}>
      <FileInput
        id={name}
        name={name}
        multiple={multiple}
        accept={SNIFFED_IMAGE_TYPES.join(",")}
        onChange={async (event) => setError(await prepareChosenImages(event.currentTarget))}
        {...describedBy(state, name)}
      />
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </Field>
  )
}
