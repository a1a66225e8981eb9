// @vitest-environment happy-dom
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import type { ActionState } from "@/lib/action-state"

import { PushSettings } from "./push-settings"
import type { PushCategoryChoices, PushDeviceView } from "./push-types"

// The actions are server endpoints: here only what the section sends them is checked.
const actions = vi.hoisted(() => ({
  savePushSubscriptionAction: vi.fn<(prev: unknown, data: FormData) => Promise<ActionState<{ id: string }>>>(),
  removePushDeviceAction: vi.fn<(prev: unknown, data: FormData) => Promise<ActionState>>(),
  savePushCategoriesAction: vi.fn<(prev: unknown, data: FormData) => Promise<ActionState>>(),
}))
vi.mock("../push-actions", () => actions)

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const KEY = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8"
const NONE: PushCategoryChoices = {
  messages: false,
  orders: false,
  community: false,
  directory: false,
  projects: false,
  learning: false,
  account: false,
}
const FAILURE =
  "Não foi possível ativar as notificações neste aparelho. Verifique se o navegador permite notificações e tente de novo."
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36"

let container: HTMLDivElement
let root: Root
const defined: string[] = []

function define(target: object, name: string, value: unknown) {
  Object.defineProperty(target, name, { value, configurable: true, writable: true })
  defined.push(name)
}

/** A browser with push: permission granted, a worker whose push manager answers with `subscribe`. */
function browserWithPush(subscribe: () => Promise<unknown>, existing: unknown = null) {
  define(window, "PushManager", class {})
  define(window, "Notification", { permission: "granted", requestPermission: async () => "granted" })
  const pushManager = { getSubscription: async () => existing, subscribe: vi.fn(subscribe) }
  define(navigator, "serviceWorker", { ready: Promise.resolve({ pushManager }) })
  define(navigator, "userAgent", ANDROID_CHROME)
  return pushManager
}

beforeEach(() => {
  container = document.createElement("div")
  document.body.append(container)
  root = createRoot(container)
  for (const action of Object.values(actions)) action.mockReset()
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  for (const name of defined.splice(0)) {
    delete (window as unknown as Record<string, unknown>)[name]
    delete (navigator as unknown as Record<string, unknown>)[name]
  }
})

async function render(
  props: { vapidPublicKey?: string | null; devices?: PushDeviceView[]; categories?: PushCategoryChoices } = {}
) {
  await act(async () => {
    root.render(
      <PushSettings
        vapidPublicKey={props.vapidPublicKey === undefined ? KEY : props.vapidPublicKey}
        devices={props.devices ?? []}
        categories={props.categories ?? NONE}
      />
    )
  })
}

const switchFor = (label: string) => {
  const id = [...container.querySelectorAll("label")].find((element) => element.textContent === label)?.htmlFor
  return container.querySelector(`[role="switch"][id="${id}"]`)
}

const button = (name: string) =>
  [...container.querySelectorAll("button")].find((element) => element.textContent === name) ?? null
const alertText = () => container.querySelector('[role="alert"]')?.textContent ?? null

describe("Notificações neste aparelho", () => {
  it("says so when the site has no VAPID keys", async () => {
    browserWithPush(async () => ({}))
    await render({ vapidPublicKey: null })
    expect(container.textContent).toContain("As notificações no aparelho ainda não estão disponíveis neste site.")
    expect(button("Ativar neste aparelho")).toBeNull()
  })

  it("tells a browser without push that it cannot receive them", async () => {
    await render()
    expect(container.textContent).toContain("Este navegador não recebe notificações.")
    expect(button("Ativar neste aparelho")).toBeNull()
  })

  it("shows the pt-BR message when the push service refuses, and saves nothing", async () => {
    browserWithPush(() => Promise.reject(new DOMException("Registration failed - push service error", "AbortError")))
    await render()
    await act(async () => button("Ativar neste aparelho")!.click())
    await vi.waitFor(() => expect(alertText()).toBe(FAILURE))
    expect(actions.savePushSubscriptionAction).not.toHaveBeenCalled()
    expect(button("Ativar neste aparelho")!.disabled).toBe(false)
  })

  it("saves the subscription with the device's name from its user agent", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc"
    browserWithPush(async () => ({
      endpoint,
      options: {},
      toJSON: () => ({ endpoint, keys: { p256dh: "p256dh-key", auth: "auth-secret" } }),
      unsubscribe: async () => true,
    }))
    actions.savePushSubscriptionAction.mockResolvedValue({
      status: "success",
      message: "Notificações ativadas neste aparelho.",
      data: { id: "00000000-0000-4000-a000-000000000001" },
    })
    await render()
    await act(async () => button("Ativar neste aparelho")!.click())
    await vi.waitFor(() => expect(actions.savePushSubscriptionAction).toHaveBeenCalledTimes(1))
    const sent = actions.savePushSubscriptionAction.mock.calls[0]![1]
    expect(Object.fromEntries(sent)).toEqual({
      endpoint,
      p256dh: "p256dh-key",
      auth: "auth-secret",
      deviceName: "Chrome no Android",
    })
    expect(alertText()).toBeNull()
  })

  it("marks this browser's device in her list and offers to turn it off", async () => {
    const endpoint = "https://fcm.googleapis.com/fcm/send/this"
    browserWithPush(async () => ({}), { endpoint })
    await render({
      devices: [
        { id: "1", name: "Chrome no Android", endpoint, addedOn: "28/11/2026", lastPushAt: null },
        {
          id: "2",
          name: "Firefox no Windows",
          endpoint: "https://x.example/2",
          addedOn: "27/11/2026",
          lastPushAt: "28/11/2026, 09:15",
        },
      ],
    })
    await vi.waitFor(() => expect(button("Desativar neste aparelho")).not.toBeNull())
    const rows = [...container.querySelectorAll("li")].filter((li) => li.textContent?.includes("Ativado em"))
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Chrome no AndroidEste aparelho"),
      expect.stringContaining("Última notificação em 28/11/2026, 09:15."),
    ])
    expect(container.querySelector('button[aria-label="Remover Firefox no Windows"]')).not.toBeNull()
  })

  it("shows the stored categories, and the new ones when the page is revalidated (her first device)", async () => {
    await render()
    expect(switchFor("Mensagens diretas")?.getAttribute("aria-checked")).toBe("false")
    await render({ categories: { ...NONE, messages: true, orders: true, projects: true } })
    expect(switchFor("Mensagens diretas")?.getAttribute("aria-checked")).toBe("true")
    expect(switchFor("Aprendizagem")?.getAttribute("aria-checked")).toBe("false")
  })
})
