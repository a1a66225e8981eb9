import { describe, expect, it, vi } from "vitest"

import {
  applicationServerKeyBytes,
  type PushBrowser,
  PushSetupError,
  pushSupport,
  type SubscriptionFields,
  turnOnPush,
} from "./browser-subscription"

const KEY = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8"

function fakeSubscription(endpoint = "https://push.example/push/1", key = applicationServerKeyBytes(KEY)) {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> }
}

function fakeBrowser({
  permission = "granted" as NotificationPermission,
  answer = "granted" as NotificationPermission,
  existing = null as PushSubscription | null,
  subscribe = async () => fakeSubscription() as PushSubscription,
} = {}) {
  const pushManager = { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(subscribe) }
  const browser: PushBrowser = {
    permission: () => permission,
    requestPermission: vi.fn(async () => answer),
    ready: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
  }
  return { browser, pushManager }
}

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof PushSetupError ? error.reason : error)
  )

describe("turnOnPush", () => {
  it("subscribes with her permission and the VAPID key, then saves the subscription's fields", async () => {
    const { browser, pushManager } = fakeBrowser({ permission: "default" })
    const save = vi.fn(async (fields: SubscriptionFields) => fields.endpoint)
    expect(await turnOnPush({ applicationServerKey: KEY, save, browser })).toBe("https://push.example/push/1")
    expect(browser.requestPermission).toHaveBeenCalled()
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyBytes(KEY),
    })
    expect(save).toHaveBeenCalledWith({ endpoint: "https://push.example/push/1", p256dh: "p", auth: "a" })
  })

  it("says denied or dismissed from the prompt, without subscribing", async () => {
    for (const answer of ["denied", "default"] as const) {
      const { browser, pushManager } = fakeBrowser({ permission: "default", answer })
      const save = vi.fn()
      expect(await reason(turnOnPush({ applicationServerKey: KEY, save, browser }))).toBe(
        answer === "denied" ? "denied" : "dismissed"
      )
      expect(pushManager.subscribe).not.toHaveBeenCalled()
      expect(save).not.toHaveBeenCalled()
    }
  })

  it("fails when the push service refuses", async () => {
    const { browser } = fakeBrowser({
      subscribe: () => Promise.reject(new DOMException("Registration failed - push service error", "AbortError")),
    })
    const save = vi.fn()
    expect(await reason(turnOnPush({ applicationServerKey: KEY, save, browser }))).toBe("failed")
    expect(save).not.toHaveBeenCalled()
  })

  it("gives up after the time limit, and cancels a subscription that arrives late without saving it", async () => {
    let arrive: (subscription: PushSubscription) => void = () => undefined
    const late = fakeSubscription()
    const { browser } = fakeBrowser({ subscribe: () => new Promise<PushSubscription>((resolve) => (arrive = resolve)) })
    const save = vi.fn()
    expect(await reason(turnOnPush({ applicationServerKey: KEY, save, browser, timeoutMs: 20 }))).toBe("timeout")
    arrive(late)
    await vi.waitFor(() => expect(late.unsubscribe).toHaveBeenCalled())
    expect(save).not.toHaveBeenCalled()
  })

  it("reuses this browser's subscription made with the same key, and replaces one made with another", async () => {
    const same = fakeSubscription("https://push.example/push/same")
    const reused = fakeBrowser({ existing: same })
    await turnOnPush({ applicationServerKey: KEY, save: async () => null, browser: reused.browser })
    expect(reused.pushManager.subscribe).not.toHaveBeenCalled()

    const other = fakeSubscription("https://push.example/push/old", new Uint8Array(65).fill(4))
    const replaced = fakeBrowser({ existing: other })
    const save = vi.fn(async (fields: SubscriptionFields) => fields.endpoint)
    expect(await turnOnPush({ applicationServerKey: KEY, save, browser: replaced.browser })).toBe(
      "https://push.example/push/1"
    )
    expect(other.unsubscribe).toHaveBeenCalled()
  })
})

describe("pushSupport", () => {
  it("needs a service worker, PushManager and Notification; on iPhone it points to the home screen", () => {
    expect(pushSupport({ navigator: { serviceWorker: {} }, PushManager: {}, Notification: {} })).toBe("supported")
    expect(pushSupport({ navigator: { userAgent: "Mozilla/5.0 (X11; Linux)" } })).toBe("unsupported")
    expect(
      pushSupport({ navigator: { serviceWorker: {}, userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5)" } })
    ).toBe("needs-home-screen")
  })
})
