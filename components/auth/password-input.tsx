"use client"

import { useState } from "react"
import { Eye, EyeOff } from "lucide-react"
import { cn } from "@/lib/utils"
import { Input } from "@/components/ui/input"

export type PasswordInputProps = Omit<React.ComponentProps<"input">, "type"> & {
  /** Controlled visibility for fields that share one toggle; omit it to get this field's own toggle. */
  visible?: boolean
  showLabel?: string
  hideLabel?: string
}

/** A password field; without `visible` it carries its own show/hide button. */
export function PasswordInput({
  visible,
  className,
  showLabel = "Mostrar senha",
  hideLabel = "Ocultar senha",
  ...props
}: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false)
  const controlled = visible !== undefined
  const shown = controlled ? visible : ownVisible
  return (
    <div className="relative">
      <Input
        {...props}
        type={shown ? "text" : "password"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn(!controlled && "pr-10", className)}
      />
      {controlled ? null : (
        <button
          type="button"
          onClick={() => setOwnVisible((value) => !value)}
          aria-label={shown ? hideLabel : showLabel}
          aria-pressed={shown}
          aria-controls={props.id}
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md focus-visible:ring-2 focus-visible:outline-none"
        >
          {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      )}
    </div>
  )
}
