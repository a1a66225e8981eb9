"use client"

// The kit's one bridge to app state: the toast store is app-wide by design (spec §9, one toast at a time).
import { useToast } from "@/lib/hooks/use-toast"
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "@/components/ui/toast"

// Spec §9: 5000 ms on screen, swipe threshold 50 px.
function Toaster({
  duration = 5000,
  swipeThreshold = 50,
  label,
  closeLabel,
}: {
  duration?: number
  swipeThreshold?: number
  /** Viewport label; `{hotkey}` is replaced by Radix. Defaults to "Notificações ({hotkey})". */
  label?: string
  closeLabel?: string
}) {
  const { toasts } = useToast()

  return (
    <ToastProvider duration={duration} swipeThreshold={swipeThreshold}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={label} />
    </ToastProvider>
  )
}

export { Toaster }
