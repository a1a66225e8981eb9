"use client"

import { useEffect, useRef, useState } from "react"
import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile"
import { type ActionState, IDLE, type FormAction } from "@/lib/action-state"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { AUTH_MESSAGES } from "@/lib/messages"
import { Button } from "@/components/ui/button"
import { FormStatus } from "@/components/auth/form-parts"

/** Spec, section 9: the failure message appears when no token arrived within 10 s. */
const CAPTCHA_TIMEOUT_MS = 10_000

type WidgetStatus = "loading" | "ready" | "failed"

export interface CaptchaControl {
  /** False when no site key is configured: no widget, and forms never wait for a token. */
  enabled: boolean
  token: string
  /** Submit stays disabled until this is true. */
  satisfied: boolean
  siteKey: string | undefined
  status: WidgetStatus
  timedOut: boolean
  /** Remounting the widget is Turnstile's reset; the key changes on every reset. */
  widgetKey: number
  onToken: (token: string) => void
  onExpire: () => void
  onError: () => void
  onLoad: () => void
}

/**
 * Captcha state for one form. `resetOn` is the form's action state: each new result (every
 * submit ends in one, or in a navigation) clears the single-use token and renders a fresh widget.
 */
export function useCaptcha(siteKey: string | undefined, resetOn: unknown): CaptchaControl {
  const enabled = Boolean(siteKey)
  const [token, setToken] = useState("")
  const [status, setStatus] = useState<WidgetStatus>("loading")
  const [timedOut, setTimedOut] = useState(false)
  const [widgetKey, setWidgetKey] = useState(0)
  const [seen, setSeen] = useState(resetOn)

  // Adjusting state while rendering (react.dev "storing information from previous renders"):
  // no effect, so the stale token never reaches a second submit.
  if (seen !== resetOn) {
    setSeen(resetOn)
    setToken("")
    setStatus("loading")
    setTimedOut(false)
    setWidgetKey((key) => key + 1)
  }

  useEffect(() => {
    if (!enabled || token) return
    const timer = setTimeout(() => setTimedOut(true), CAPTCHA_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [enabled, token, widgetKey])

  return {
    enabled,
    token,
    satisfied: !enabled || token !== "",
    siteKey,
    status,
    timedOut,
    widgetKey,
    onToken: (value) => {
      setToken(value)
      setStatus("ready")
      setTimedOut(false)
    },
    onExpire: () => setToken(""),
    onError: () => {
      setToken("")
      setStatus("failed")
    },
    onLoad: () => setStatus((current) => (current === "failed" ? current : "ready")),
  }
}

/** The Turnstile widget (explicit rendering), its loading hint and failure message, and the token field. */
export function Captcha({ captcha }: { captcha: CaptchaControl }) {
  const widgetRef = useRef<TurnstileInstance | null>(null)
  if (!captcha.enabled || !captcha.siteKey) return null
  const failed = captcha.status === "failed" || (captcha.timedOut && !captcha.token)
  return (
    <div className="space-y-2" data-testid="captcha">
      <input type="hidden" name="captchaToken" value={captcha.token} />
      {captcha.status === "loading" && !failed ? (
        <p className="text-muted-foreground text-sm" role="status">
          {AUTH_MESSAGES.captchaLoading}
        </p>
      ) : null}
      <Turnstile
        key={captcha.widgetKey}
        ref={widgetRef}
        siteKey={captcha.siteKey}
        options={{ theme: "auto", language: "pt-br", size: "flexible", refreshExpired: "manual" }}
        scriptOptions={{ onError: captcha.onError }}
        onWidgetLoad={captcha.onLoad}
        onSuccess={captcha.onToken}
        onExpire={() => {
          // An expired token is useless: drop it and ask Turnstile for a fresh challenge.
          captcha.onExpire()
          widgetRef.current?.reset()
        }}
        onError={captcha.onError}
      />
      {failed ? (
        <p className="text-destructive text-sm" role="alert">
          {AUTH_MESSAGES.captchaLoadFailed}
        </p>
      ) : null}
    </div>
  )
}

export interface CaptchaFormProps {
  action: FormAction
  siteKey?: string
  /** The answer of a submit made before hydration (app/(auth)/auth/_lib/no-js-answer.ts). */
  initialState?: ActionState
}

/** A captcha-guarded form's action state, with a captcha that starts over on every answer. */
export function useCaptchaForm({ action, initialState = IDLE, siteKey }: CaptchaFormProps) {
  // formProps keeps what she typed after a refusal (useFormAction); formAction is the bare dispatcher.
  const [state, formProps, pending, formAction] = useFormAction(action, initialState)
  const captcha = useCaptcha(siteKey, state)
  return { state, formAction, formProps, pending, captcha }
}

export interface CaptchaSubmitProps {
  form: ReturnType<typeof useCaptchaForm>
  /** The fields that show their own errors (FormStatus). */
  fields: readonly string[]
  label: string
  pendingLabel: string
  /** A secondary form (e.g. "Reenviar e-mail de confirmação") uses a quieter button. */
  variant?: React.ComponentProps<typeof Button>["variant"]
}

/** The end of a captcha-guarded form: the widget, the outcome, and a submit that waits for a token. */
export function CaptchaSubmit({
  form: { state, pending, captcha },
  fields,
  label,
  pendingLabel,
  variant,
}: CaptchaSubmitProps) {
  return (
    <>
      <Captcha captcha={captcha} />
      <FormStatus state={state} fields={fields} />
      <Button
        type="submit"
        variant={variant}
        className="w-full"
        disabled={pending || !captcha.satisfied}
        aria-busy={pending}
      >
        {pending ? pendingLabel : label}
      </Button>
    </>
  )
}
