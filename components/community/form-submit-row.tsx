import { Button } from "@/components/ui/button"

export interface FormSubmitRowProps {
  pending: boolean
  label: string
  pendingLabel: string
  /** A refusal no field explains (empty otherwise), announced beside the button. */
  message: string
}

/** The end of a community form: its submit button and the status line next to it. */
export function FormSubmitRow({ pending, label, pendingLabel, message }: FormSubmitRowProps) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
      <p role="status" className="text-destructive text-sm">
        {message}
      </p>
    </div>
  )
}
