/**
 * Turning push on in this browser (issue #41): permission, the service worker, the push service's
 * subscription, then the caller's save, all of it (after she answers the permission prompt) within
 * a time limit, so a stalled push service ends in a message rather than a spinner. Browser APIs
 * come in as arguments, so the steps are unit-tested without a browser. No imports: it ships in the
 * notifications page's client bundle only.
 */

export type PushSupport = "supported" | "unsupported" | "needs-home-screen"

/** What went wrong, for the page's pt-BR message. */
export type PushSetupFailure = "denied" | "dismissed" | "timeout" | "failed"

export class PushSetupError extends Error {
  constructor(
    readonly reason: PushSetupFailure,
    options?: { cause?: unknown }
  ) {
    super(`push setup: ${reason}`, options)
  }
}

/** The subscription as the save action takes it (PushSubscription.toJSON(), flat). */
export interface SubscriptionFields {
  endpoint: string
  p256dh: string
  auth: string
}

export const PUSH_SETUP_TIMEOUT_MS = 10_000

interface BrowserGlobals {
  navigator?: { serviceWorker?: unknown; userAgent?: string; standalone?: boolean }
  PushManager?: unknown
  Notification?: unknown
}

/**
 * Whether this browser can receive push. On iPhone and iPad, Safari offers push only to the app
 * added to the home screen (iOS 16.4+), so there the page says how, rather than "unsupported".
 */
export function pushSupport(globals: BrowserGlobals): PushSupport {
  if (globals.navigator?.serviceWorker && globals.PushManager && globals.Notification) return "supported"
  return /\b(iPhone|iPad)\b/.test(globals.navigator?.userAgent ?? "") ? "needs-home-screen" : "unsupported"
}

/** The VAPID public key (base64url) as applicationServerKey wants it. */
export function applicationServerKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/")
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i])

/** The subset of the browser's APIs used here. */
export interface PushBrowser {
  permission: () => NotificationPermission
  requestPermission: () => Promise<NotificationPermission>
  /** navigator.serviceWorker.ready: never settles while no worker is registered. */
  ready: () => Promise<Pick<ServiceWorkerRegistration, "pushManager">>
}

export function browserPush(): PushBrowser {
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    ready: () => navigator.serviceWorker.ready,
  }
}

function fieldsOf(subscription: PushSubscription): SubscriptionFields {
  const json = subscription.toJSON()
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    p256dh: json.keys?.p256dh ?? "",
    auth: json.keys?.auth ?? "",
  }
}

export interface TurnOnOptions<T> {
  applicationServerKey: string
  /** Stores the subscription (the save action); its answer is turnOnPush's. */
  save: (fields: SubscriptionFields) => Promise<T>
  browser?: PushBrowser
  timeoutMs?: number
}

/**
 * Asks permission, subscribes (reusing this browser's subscription when it was made with the same
 * key) and saves. Throws PushSetupError: "denied"/"dismissed" from the prompt, "timeout" when the
 * rest takes longer than timeoutMs, "failed" for any refusal. A subscription that arrives after the
 * time limit is cancelled, so nothing is left half-done.
 */
export async function turnOnPush<T>({
  applicationServerKey,
  save,
  browser = browserPush(),
  timeoutMs = PUSH_SETUP_TIMEOUT_MS,
}: TurnOnOptions<T>): Promise<T> {
  let permission: NotificationPermission
  try {
    permission = browser.permission() === "granted" ? "granted" : await browser.requestPermission()
  } catch (cause) {
    throw new PushSetupError("failed", { cause })
  }
  if (permission === "denied") throw new PushSetupError("denied")
  if (permission !== "granted") throw new PushSetupError("dismissed")

  const key = applicationServerKeyBytes(applicationServerKey)
  let abandoned = false
  const steps = (async () => {
    const registration = await browser.ready()
    const existing = await registration.pushManager.getSubscription()
    let subscription = existing
    if (existing && !sameBytes(existing.options.applicationServerKey, key)) {
      // Made with another key (the server's keys changed): the push service would refuse ours.
      await existing.unsubscribe()
      subscription = null
    }
    const created = !subscription
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
    if (abandoned) {
      if (created) await subscription.unsubscribe().catch(() => false)
      throw new PushSetupError("timeout")
    }
    return save(fieldsOf(subscription))
  })()

  let timer: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abandoned = true
      reject(new PushSetupError("timeout"))
    }, timeoutMs)
  })
  try {
    return await Promise.race([steps, limit])
  } catch (cause) {
    throw cause instanceof PushSetupError ? cause : new PushSetupError("failed", { cause })
  } finally {
    clearTimeout(timer)
    // The losing side's rejection is expected; keep it from being reported as unhandled.
    steps.catch(() => undefined)
  }
}

/** This browser's current subscription's endpoint, if any (to mark "Este aparelho" in her list). */
export async function currentEndpoint(browser: PushBrowser = browserPush(), timeoutMs = 3_000): Promise<string | null> {
  const lookup = browser.ready().then((registration) => registration.pushManager.getSubscription())
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs))
  const subscription = await Promise.race([lookup, timeout]).catch(() => null)
  return subscription?.endpoint ?? null
}

/** Cancels this browser's subscription, if any; a failure leaves it (the server row is removed anyway). */
export async function unsubscribeThisBrowser(browser: PushBrowser = browserPush()): Promise<void> {
  try {
    const registration = await Promise.race([
      browser.ready(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no service worker")), 3_000)),
    ])
    await (await registration.pushManager.getSubscription())?.unsubscribe()
  } catch {
    // Nothing to cancel, or the browser refused: the push service forgets it when it is not used.
  }
}
