import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { AUTH_MESSAGES } from "@/lib/messages"
import type { RateLimitStore } from "@/lib/rate-limit/store"
import type { LocalSupabase } from "@/supabase/local/server"
import { sleep, startRateLimitStore, uniqueLabel, unreachableStore } from "../helpers/rate-limit-store"
import { authEmailAnswer, createAuthEmailLimiter, requestAuthEmail } from "@/lib/rate-limit/auth-email"

// Against the real counters in the local backend's database (issue #34): the seconds left come
// from the database's clock, so a wait read right after a one-minute request is 60 or a little less
// (50 leaves room for a slow machine).
let local: LocalSupabase
let store: RateLimitStore
let anotherServer: () => RateLimitStore

beforeAll(async () => {
  ;({ local, store, anotherServer } = await startRateLimitStore())
})

afterAll(async () => {
  await local?.close()
})

// What GoTrue answers a second request for an address with an account inside its minute.
const tooSoon = (seconds: number) => ({
  error: {
    code: "over_email_send_rate_limit",
    status: 429,
    name: "AuthApiError",
    message: `For security purposes, you can only request this after ${seconds} seconds.`,
  },
})

const address = (name = "ana") => `${uniqueLabel(name)}@example.com`
const FRESH_WAIT = /^Já enviamos um e-mail há pouco\. Você pode pedir outro em (5\d|60) segundos\.$/

const expectFreshMinute = (seconds: number) => {
  expect(seconds).toBeGreaterThanOrEqual(50)
  expect(seconds).toBeLessThanOrEqual(60)
}

describe("createAuthEmailLimiter", () => {
  it("counts down one minute per address and kind, whatever the address's case", async () => {
    const limiter = createAuthEmailLimiter(store, 60)
    const ana = address()
    expect(await limiter.secondsLeft("recovery", ana)).toBe(0)
    await limiter.remember("recovery", ana.toUpperCase())
    expectFreshMinute(await limiter.secondsLeft("recovery", ana))
    expect(await limiter.secondsLeft("signup", ana)).toBe(0)
    // Another server sees the same minute.
    expectFreshMinute(await createAuthEmailLimiter(anotherServer(), 60).secondsLeft("recovery", ana))
  })

  it("forgets the request once its interval has passed", async () => {
    const limiter = createAuthEmailLimiter(store, 1)
    const ana = address()
    await limiter.remember("recovery", ana)
    await sleep(1100)
    expect(await limiter.secondsLeft("recovery", ana)).toBe(0)
  })
})

describe("requestAuthEmail and authEmailAnswer (the recovery and resend actions)", () => {
  const answer = (outcome: Awaited<ReturnType<typeof requestAuthEmail>>, email: string) =>
    authEmailAnswer(outcome, "recovery", AUTH_MESSAGES.recoverySent, { email })

  it("a second request within the minute is told how long to wait, and nothing is asked of the auth server", async () => {
    const limiter = createAuthEmailLimiter(store, 60)
    const ana = address()
    const send = vi.fn(async () => ({ error: null }))
    expect(answer(await requestAuthEmail(limiter, "recovery", ana, send), ana)).toEqual({
      status: "success",
      message: "Email de recuperação enviado! Verifique sua caixa de entrada.",
    })
    expect(answer(await requestAuthEmail(limiter, "recovery", ana, send), ana)).toEqual({
      status: "success",
      code: "email_wait",
      message: expect.stringMatching(FRESH_WAIT),
      values: { email: ana },
    })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("asks again once the interval has passed", async () => {
    const limiter = createAuthEmailLimiter(store, 1)
    const ana = address()
    const send = vi.fn(async () => ({ error: null }))
    expect((await requestAuthEmail(limiter, "recovery", ana, send)).status).toBe("sent")
    expect((await requestAuthEmail(limiter, "recovery", ana, send)).status).toBe("wait")
    await sleep(1100)
    expect((await requestAuthEmail(limiter, "recovery", ana, send)).status).toBe("sent")
    expect(send).toHaveBeenCalledTimes(2)
  })

  it("answers an address without an account (the auth server says 200 every time) exactly like one with", async () => {
    const limiter = createAuthEmailLimiter(store, 60)
    const [withAccount, without] = [address("tem-conta"), address("sem-conta")]
    // With an account: the auth server sends, then would refuse for a minute.
    const known = vi.fn().mockResolvedValueOnce({ error: null }).mockResolvedValue(tooSoon(50))
    // Without: 200 and nothing sent, every time.
    const unknown = vi.fn(async () => ({ error: null }))
    const first = [
      await requestAuthEmail(limiter, "recovery", withAccount, known),
      await requestAuthEmail(limiter, "recovery", without, unknown),
    ]
    const second = [
      await requestAuthEmail(limiter, "recovery", withAccount, known),
      await requestAuthEmail(limiter, "recovery", without, unknown),
    ]
    expect(first).toEqual([{ status: "sent" }, { status: "sent" }])
    expect(second).toEqual([
      { status: "wait", seconds: expect.toSatisfy((s: number) => s >= 50 && s <= 60) },
      { status: "wait", seconds: expect.toSatisfy((s: number) => s >= 50 && s <= 60) },
    ])
    expect(known).toHaveBeenCalledTimes(1)
    expect(unknown).toHaveBeenCalledTimes(1)
  })

  it("takes the auth server's seconds when it refuses first (another instance's request before issue #34, a restart) and keeps them", async () => {
    const limiter = createAuthEmailLimiter(store, 60)
    const ana = address()
    const send = vi.fn(async () => tooSoon(37))
    expect(answer(await requestAuthEmail(limiter, "recovery", ana, send), ana)).toMatchObject({
      message: "Já enviamos um e-mail há pouco. Você pode pedir outro em 37 segundos.",
    })
    expect(answer(await requestAuthEmail(limiter, "recovery", ana, send), ana)).toMatchObject({
      message: expect.stringMatching(/em (2\d|3[0-7]) segundos\.$/),
    })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("maps other failures with the flow's messages and does not start the minute", async () => {
    const limiter = createAuthEmailLimiter(store, 60)
    const ana = address()
    const hourly = await requestAuthEmail(limiter, "recovery", ana, async () => ({
      error: { code: "over_email_send_rate_limit", status: 429, message: "email rate limit exceeded" },
    }))
    expect(answer(hourly, ana)).toMatchObject({ status: "error", message: AUTH_MESSAGES.emailRateLimited })
    const captcha = await requestAuthEmail(limiter, "recovery", ana, async () => ({
      error: { code: "captcha_failed", status: 400 },
    }))
    expect(answer(captcha, ana)).toEqual({
      status: "error",
      code: "captcha_failed",
      message: AUTH_MESSAGES.signUpCaptchaFailed,
      values: { email: ana },
    })
    expect(await limiter.secondsLeft("recovery", ana)).toBe(0)
  })

  it("asks the auth server, and logs, when the database does not answer", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const limiter = createAuthEmailLimiter(unreachableStore(local), 60)
    const send = vi.fn(async () => ({ error: null }))
    expect(await requestAuthEmail(limiter, "recovery", address(), send)).toEqual({ status: "sent" })
    expect(send).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledTimes(2)
    logged.mockRestore()
  })
})
