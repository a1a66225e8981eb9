import { describe, expect, it, vi } from "vitest"
import { AUTH_MESSAGES } from "@/lib/messages"
import { authEmailAnswer, createAuthEmailLimiter, requestAuthEmail } from "./auth-email"

// What GoTrue answers a second request for an address with an account inside its minute.
const tooSoon = (seconds: number) => ({
  error: {
    code: "over_email_send_rate_limit",
    status: 429,
    name: "AuthApiError",
    message: `For security purposes, you can only request this after ${seconds} seconds.`,
  },
})

function clock() {
  let at = 1_000_000
  return { now: () => at, advance: (seconds: number) => void (at += seconds * 1000) }
}

describe("createAuthEmailLimiter", () => {
  it("counts down one minute per address and kind, whatever the address's case", () => {
    const time = clock()
    const limiter = createAuthEmailLimiter(60, time.now)
    expect(limiter.secondsLeft("recovery", "ana@example.com")).toBe(0)
    limiter.remember("recovery", "Ana@Example.com")
    time.advance(18)
    expect(limiter.secondsLeft("recovery", "ana@example.com")).toBe(42)
    expect(limiter.secondsLeft("signup", "ana@example.com")).toBe(0)
    time.advance(42)
    expect(limiter.secondsLeft("recovery", "ana@example.com")).toBe(0)
  })
})

describe("requestAuthEmail and authEmailAnswer (the recovery and resend actions)", () => {
  const answer = (outcome: Awaited<ReturnType<typeof requestAuthEmail>>) =>
    authEmailAnswer(outcome, "recovery", AUTH_MESSAGES.recoverySent, { email: "ana@example.com" })

  it("a second request within the minute is told how long to wait, and nothing is asked of the auth server", async () => {
    const time = clock()
    const limiter = createAuthEmailLimiter(60, time.now)
    const send = vi.fn(async () => ({ error: null }))
    expect(answer(await requestAuthEmail(limiter, "recovery", "ana@example.com", send))).toEqual({
      status: "success",
      message: "Email de recuperação enviado! Verifique sua caixa de entrada.",
    })
    time.advance(18)
    expect(answer(await requestAuthEmail(limiter, "recovery", "ana@example.com", send))).toEqual({
      status: "success",
      code: "email_wait",
      message: "Já enviamos um e-mail há pouco. Você pode pedir outro em 42 segundos.",
      values: { email: "ana@example.com" },
    })
    expect(send).toHaveBeenCalledTimes(1)
    time.advance(42)
    expect((await requestAuthEmail(limiter, "recovery", "ana@example.com", send)).status).toBe("sent")
    expect(send).toHaveBeenCalledTimes(2)
  })

  it("answers an address without an account (the auth server says 200 every time) exactly like one with", async () => {
    const time = clock()
    const limiter = createAuthEmailLimiter(60, time.now)
    // With an account: the auth server sends, then would refuse for a minute.
    const known = vi.fn().mockResolvedValueOnce({ error: null }).mockResolvedValue(tooSoon(50))
    // Without: 200 and nothing sent, every time.
    const unknown = vi.fn(async () => ({ error: null }))
    const first = [
      await requestAuthEmail(limiter, "recovery", "tem-conta@example.com", known),
      await requestAuthEmail(limiter, "recovery", "sem-conta@example.com", unknown),
    ]
    time.advance(10)
    const second = [
      await requestAuthEmail(limiter, "recovery", "tem-conta@example.com", known),
      await requestAuthEmail(limiter, "recovery", "sem-conta@example.com", unknown),
    ]
    expect(first).toEqual([{ status: "sent" }, { status: "sent" }])
    expect(second).toEqual([
      { status: "wait", seconds: 50 },
      { status: "wait", seconds: 50 },
    ])
  })

  it("takes the auth server's seconds when it refuses first (another instance, a restart) and keeps them", async () => {
    const time = clock()
    const limiter = createAuthEmailLimiter(60, time.now)
    const send = vi.fn(async () => tooSoon(37))
    expect(answer(await requestAuthEmail(limiter, "recovery", "ana@example.com", send))).toMatchObject({
      message: "Já enviamos um e-mail há pouco. Você pode pedir outro em 37 segundos.",
    })
    time.advance(36)
    expect(answer(await requestAuthEmail(limiter, "recovery", "ana@example.com", send))).toMatchObject({
      message: "Já enviamos um e-mail há pouco. Você pode pedir outro em 1 segundo.",
    })
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("maps other failures with the flow's messages and does not start the minute", async () => {
    const limiter = createAuthEmailLimiter(60, clock().now)
    const hourly = await requestAuthEmail(limiter, "recovery", "ana@example.com", async () => ({
      error: { code: "over_email_send_rate_limit", status: 429, message: "email rate limit exceeded" },
    }))
    expect(answer(hourly)).toMatchObject({ status: "error", message: AUTH_MESSAGES.emailRateLimited })
    const captcha = await requestAuthEmail(limiter, "recovery", "ana@example.com", async () => ({
      error: { code: "captcha_failed", status: 400 },
    }))
    expect(answer(captcha)).toEqual({
      status: "error",
      code: "captcha_failed",
      message: AUTH_MESSAGES.signUpCaptchaFailed,
      values: { email: "ana@example.com" },
    })
    expect(limiter.secondsLeft("recovery", "ana@example.com")).toBe(0)
  })
})
