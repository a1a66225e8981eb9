"use client"

import * as React from "react"
import { UploadIcon } from "lucide-react"

import { cn } from "@/lib/utils"
import { buttonVariants } from "@/components/ui/button"

type FileInputProps = Omit<React.ComponentProps<"input">, "type"> & {
  /** The visible button's text. */
  buttonLabel?: string
  /** Shown while no file is chosen. */
  emptyLabel?: string
}

const chosenName = (input: HTMLInputElement | null) =>
  input?.files && input.files.length > 0
    ? Array.from(input.files)
        .map((file) => file.name)
        .join(", ")
    : null

/**
 * A file picker: the native input stays (visually hidden, in the tab order, named by the field's
 * own `<Label htmlFor>`, so it works before hydration and Enter or Space opens the dialog), drawn as
 * a button with the chosen file's name beside it. The focus ring follows the hidden input.
 */
function FileInput({
  className,
  buttonLabel = "Escolher arquivo",
  emptyLabel = "Nenhum arquivo escolhido",
  onChange,
  ref,
  disabled,
  ...props
}: FileInputProps) {
  const inputRef = React.useRef<HTMLInputElement | null>(null)
  const [name, setName] = React.useState<string | null>(null)

  const setRefs = React.useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node
      if (typeof ref === "function") ref(node)
      else if (ref) ref.current = node
    },
    [ref]
  )

  // A form reset (or a success that clears the form) empties the input without a change event.
  React.useEffect(() => {
    const form = inputRef.current?.form
    if (!form) return
    const onReset = () => setTimeout(() => setName(chosenName(inputRef.current)))
    form.addEventListener("reset", onReset)
    return () => form.removeEventListener("reset", onReset)
  }, [])

  return (
    <div data-slot="file-input" className={cn("flex min-w-0 items-center gap-3", className)}>
      <input
        ref={setRefs}
        type="file"
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          const input = event.currentTarget
          onChange?.(event)
          // After the handler: it may refuse the file and empty the input.
          setName(chosenName(input))
        }}
        {...props}
      />
      <span
        aria-hidden="true"
        onClick={() => inputRef.current?.click()}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "cursor-pointer",
          "peer-focus-visible:ring-ring peer-focus-visible:ring-offset-background peer-focus-visible:ring-[3px] peer-focus-visible:ring-offset-2",
          "peer-aria-invalid:border-destructive peer-disabled:pointer-events-none peer-disabled:opacity-50"
        )}
      >
        <UploadIcon />
        {buttonLabel}
      </span>
      <span data-slot="file-input-name" className="text-muted-foreground min-w-0 truncate text-sm">
        {name ?? emptyLabel}
      </span>
    </div>
  )
}

export { FileInput }
