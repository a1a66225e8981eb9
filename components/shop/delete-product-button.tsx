"use client"

import type { FormAction } from "@/lib/action-state"
import { Button } from "@/components/ui/button"
import { HiddenFieldsForm } from "@/components/forms/hidden-fields-form"

export function DeleteProductButton({
  productId,
  name,
  action,
}: {
  productId: string
  name: string
  action: FormAction
}) {
  return (
    <HiddenFieldsForm action={action} fields={{ productId }}>
      {(pending) => (
        <Button type="submit" variant="ghost" size="sm" disabled={pending} aria-label={`Remover ${name}`}>
          Remover
        </Button>
      )}
    </HiddenFieldsForm>
  )
}
