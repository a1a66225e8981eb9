"use client"

import * as React from "react"

/** What a form spreads on itself: `<form {...form}>`. */
export type FormActionProps = {
  action: (formData: FormData) => void
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}

export type UseFormActionOptions<State> = {
  /** Clear the form after an answer that passes this test (a newsletter sign-up, a reply). */
  resetWhen?: (state: State) => boolean
}

/**
 * The `onSubmit` of the idiom below, for a form handed only a dispatcher (a dialog's form, a
 * wrapper's action): the same FormData through the action in a transition, so React does not reset.
 */
export function keepValuesOnSubmit(dispatch: (formData: FormData) => void) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    if (event.defaultPrevented) return
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget, submitter)
    React.startTransition(() => dispatch(formData))
  }
}

/**
 * useActionState for a form that keeps what she typed and chose after an answer. The idiom of
 * every form of the app: `const [state, form, pending] = useFormAction(action, IDLE)` and
 * `<form {...form}>`.
 *
 * Why: React 19 resets a `<form action={fn}>` once its action settles, even after an error
 * (facebook/react#35295), which unticks checkboxes, empties file inputs and puts selects (native
 * and Radix) back to their defaults. React's FormActionEventPlugin only resets on that path: when
 * an `onSubmit` handler calls `preventDefault()` and starts a transition, it marks the form
 * pending (so `useFormStatus` still works) and runs no reset (react-dom `extractEvents$1` and
 * `startHostTransition` with a null action). So `onSubmit` sends the same FormData (with the
 * pressed button's name) through the action inside `startTransition`, and nothing is lost; the
 * `action` prop stays for the post made before hydration or without JavaScript.
 *
 * A form that should clear after a success says so with `resetWhen` (then it is reset explicitly).
 * A handler that wants to stop the submit (a client-side check) calls `preventDefault()` first
 * and this one does nothing.
 */
export function useFormAction<State, Payload extends FormData = FormData>(
  action: (state: Awaited<State>, formData: Payload) => State | Promise<State>,
  initialState: Awaited<State>,
  { resetWhen }: UseFormActionOptions<Awaited<State>> = {}
) {
  const [state, dispatch, pending] = React.useActionState(action, initialState)
  const formRef = React.useRef<HTMLFormElement | null>(null)
  const resetWhenRef = React.useRef(resetWhen)
  React.useEffect(() => {
    resetWhenRef.current = resetWhen
  })

  const onSubmit = React.useMemo(() => {
    const send = keepValuesOnSubmit(dispatch as (formData: FormData) => void)
    return (event: React.FormEvent<HTMLFormElement>) => {
      formRef.current = event.currentTarget
      send(event)
    }
  }, [dispatch])

  React.useEffect(() => {
    if (resetWhenRef.current?.(state)) formRef.current?.reset()
  }, [state])

  const form: FormActionProps = { action: dispatch as (formData: FormData) => void, onSubmit }
  return [state, form, pending, dispatch] as const
}
