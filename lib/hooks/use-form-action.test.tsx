// @vitest-environment happy-dom
import * as React from "react"
import { useFormStatus } from "react-dom"
import { createRoot, type Root } from "react-dom/client"
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { type ActionState, IDLE } from "@/lib/action-state"
import { useFormAction } from "@/lib/hooks/use-form-action"

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

type Answer = (formData: FormData) => ActionState

let container: HTMLDivElement
let root: Root
let sent: FormData[]

beforeEach(() => {
  sent = []
  container = document.createElement("div")
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

function Submit() {
  const { pending } = useFormStatus()
  return <button type="submit">{pending ? "Enviando" : "Enviar"}</button>
}

/** Every kind of uncontrolled field React's reset would put back to its default. */
function Fields() {
  return (
    <>
      <input aria-label="Nome" name="name" defaultValue="" />
      <textarea aria-label="Texto" name="text" defaultValue="" />
      <input aria-label="Marcada" name="ticked" type="checkbox" defaultChecked />
      <input aria-label="Desmarcada" name="unticked" type="checkbox" />
      <select aria-label="Tipo" name="kind" defaultValue="open">
        <option value="open">Aberto</option>
        <option value="request">Com aprovação</option>
      </select>
      <input aria-label="A" name="choice" type="radio" value="a" defaultChecked />
      <input aria-label="B" name="choice" type="radio" value="b" />
      <Submit />
    </>
  )
}

function HookForm({ answer, resetOnSuccess = false }: { answer: Answer; resetOnSuccess?: boolean }) {
  const [state, form] = useFormAction(
    async (_prev: ActionState, formData: FormData) => {
      sent.push(formData)
      return answer(formData)
    },
    IDLE,
    { resetWhen: resetOnSuccess ? (answer) => answer.status === "success" : undefined }
  )
  return (
    <form {...form} aria-label="Formulário">
      <Fields />
      <p role="status">{state.status === "idle" ? "" : state.message}</p>
    </form>
  )
}

/** The bare React 19 idiom, to show what the hook avoids. */
function PlainForm({ answer }: { answer: Answer }) {
  const [state, formAction] = React.useActionState(async (_prev: ActionState, formData: FormData) => {
    sent.push(formData)
    return answer(formData)
  }, IDLE)
  return (
    <form action={formAction} aria-label="Formulário">
      <Fields />
      <p role="status">{state.status === "idle" ? "" : state.message}</p>
    </form>
  )
}

const byLabel = <T extends HTMLElement>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!
const form = () => byLabel<HTMLFormElement>("Formulário")
const status = () => container.querySelector('[role="status"]')!.textContent

function fill() {
  byLabel<HTMLInputElement>("Nome").value = "Maria"
  byLabel<HTMLTextAreaElement>("Texto").value = "Um texto"
  byLabel<HTMLInputElement>("Marcada").checked = false
  byLabel<HTMLInputElement>("Desmarcada").checked = true
  byLabel<HTMLSelectElement>("Tipo").value = "request"
  byLabel<HTMLInputElement>("B").checked = true
}

function expectFilled() {
  expect(byLabel<HTMLInputElement>("Nome").value).toBe("Maria")
  expect(byLabel<HTMLTextAreaElement>("Texto").value).toBe("Um texto")
  expect(byLabel<HTMLInputElement>("Marcada").checked).toBe(false)
  expect(byLabel<HTMLInputElement>("Desmarcada").checked).toBe(true)
  expect(byLabel<HTMLSelectElement>("Tipo").value).toBe("request")
  expect(byLabel<HTMLInputElement>("B").checked).toBe(true)
}

async function submit() {
  await act(async () => {
    form().requestSubmit(form().querySelector<HTMLButtonElement>("button[type=submit]"))
  })
}

const refuse: Answer = () => ({ status: "error", message: "Recusado pelo servidor." })
const accept: Answer = () => ({ status: "success", message: "Salvo." })

describe("useFormAction", () => {
  it("keeps every field as she left it after the server refuses", async () => {
    act(() => root.render(<HookForm answer={refuse} />))
    fill()
    await submit()
    expect(status()).toBe("Recusado pelo servidor.")
    expectFilled()
  })

  it("sends what the form holds, as the form action would", async () => {
    act(() => root.render(<HookForm answer={refuse} />))
    fill()
    await submit()
    expect(sent).toHaveLength(1)
    expect(Object.fromEntries(sent[0]!)).toEqual({
      name: "Maria",
      text: "Um texto",
      unticked: "on",
      kind: "request",
      choice: "b",
    })
  })

  it("keeps the values after a success too, unless the form asks to be cleared", async () => {
    act(() => root.render(<HookForm answer={accept} />))
    fill()
    await submit()
    expect(status()).toBe("Salvo.")
    expectFilled()
  })

  it("clears the form after a success when resetWhen says so", async () => {
    act(() => root.render(<HookForm answer={accept} resetOnSuccess />))
    fill()
    await submit()
    expect(status()).toBe("Salvo.")
    expect(byLabel<HTMLInputElement>("Nome").value).toBe("")
    expect(byLabel<HTMLInputElement>("Marcada").checked).toBe(true)
    expect(byLabel<HTMLSelectElement>("Tipo").value).toBe("open")
  })

  it("lets useFormStatus show the pending submit", async () => {
    let release: () => void = () => {}
    const slow = new Promise<void>((resolve) => (release = resolve))
    function SlowForm() {
      const [, form] = useFormAction(async () => {
        await slow
        return IDLE
      }, IDLE)
      return (
        <form {...form} aria-label="Formulário">
          <Submit />
        </form>
      )
    }
    act(() => root.render(<SlowForm />))
    await submit()
    expect(container.querySelector("button")!.textContent).toBe("Enviando")
    await act(async () => release())
    expect(container.querySelector("button")!.textContent).toBe("Enviar")
  })

  it("does nothing when another handler stopped the submit", async () => {
    function Guarded() {
      const [, form] = useFormAction(async (_prev: ActionState, formData: FormData) => {
        sent.push(formData)
        return IDLE
      }, IDLE)
      return (
        <form
          {...form}
          aria-label="Formulário"
          onSubmit={(event) => {
            event.preventDefault()
            form.onSubmit(event)
          }}
        >
          <Submit />
        </form>
      )
    }
    act(() => root.render(<Guarded />))
    await submit()
    expect(sent).toHaveLength(0)
  })

  it("is needed: a bare form action loses the values after a refusal (facebook/react#35295)", async () => {
    act(() => root.render(<PlainForm answer={refuse} />))
    fill()
    await submit()
    expect(status()).toBe("Recusado pelo servidor.")
    expect(byLabel<HTMLInputElement>("Nome").value).toBe("")
    expect(byLabel<HTMLSelectElement>("Tipo").value).toBe("open")
  })
})
