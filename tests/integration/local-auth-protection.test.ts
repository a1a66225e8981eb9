import { createClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { LocalSupabase } from "../../supabase/local/server.ts"
import { DEMO, startAuthServer, uniqueEmail } from "../fixtures/local-auth/harness.ts"
import { startTurnstileStandIn, TURNSTILE_TEST, type TurnstileStandIn } from "../stand-ins/turnstile-siteverify.ts"

let limited: LocalSupabase
let captchaPass: LocalSupabase
let captchaFail: LocalSupabase
let turnstile: TurnstileStandIn

beforeAll(async () => {
  turnstile = await startTurnstileStandIn()
  ;[limited, captchaPass, captchaFail] = await Promise.all([
    startAuthServer({ rateLimits: { signup: 2, signin: 3, recover: 2, verify: 3, windowSeconds: 60 } }),
    startAuthServer({
      turnstileSecret: TURNSTILE_TEST.passSecret,
      turnstileVerifyUrl: turnstile.url,
      autoconfirm: true,
    }),
    startAuthServer({ turnstileSecret: TURNSTILE_TEST.failSecret, turnstileVerifyUrl: turnstile.url }),
  ])
})

afterAll(async () => {
  await Promise.all([limited?.close(), captchaPass?.close(), captchaFail?.close(), turnstile?.close()])
})

/** A client that appears to come from `ip` (the server keys its limits on X-Forwarded-For). */
function clientFrom(local: LocalSupabase, ip = "127.0.0.1") {
  return createClient(local.url, local.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { "X-Forwarded-For": ip } },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

describe("rate limits (lowered through config)", () => {
  it("limits sign-ups per IP", async () => {
    const client = clientFrom(limited, "10.0.0.1")
    for (let i = 0; i < 2; i++)
      expect((await client.auth.signUp({ email: uniqueEmail("rl"), password: "secret-123" })).error).toBeNull()
    const third = await client.auth.signUp({ email: uniqueEmail("rl"), password: "secret-123" })
    expect(third.error?.code).toBe("over_request_rate_limit")
    expect(third.error?.status).toBe(429)
    expect(
      (await clientFrom(limited, "10.0.0.2").auth.signUp({ email: uniqueEmail("rl"), password: "secret-123" })).error
    ).toBeNull()
  })

  it("limits password sign-in per IP and per e-mail", async () => {
    const sameIp = clientFrom(limited, "10.0.1.1")
    for (let i = 0; i < 3; i++) {
      const attempt = await sameIp.auth.signInWithPassword({ email: uniqueEmail("who"), password: "whatever-1" })
      expect(attempt.error?.code).toBe("invalid_credentials")
    }
    expect((await sameIp.auth.signInWithPassword(DEMO)).error?.code).toBe("over_request_rate_limit")

    const target = uniqueEmail("target")
    for (let i = 0; i < 3; i++) {
      const attempt = await clientFrom(limited, `10.0.2.${i}`).auth.signInWithPassword({
        email: target,
        password: "guess-123",
      })
      expect(attempt.error?.code).toBe("invalid_credentials")
    }
    const spread = await clientFrom(limited, "10.0.2.99").auth.signInWithPassword({
      email: target,
      password: "guess-123",
    })
    expect(spread.error?.code).toBe("over_request_rate_limit")
  })

  it("limits recovery requests and OTP verification per IP", async () => {
    const client = clientFrom(limited, "10.0.3.1")
    for (let i = 0; i < 2; i++) expect((await client.auth.resetPasswordForEmail(uniqueEmail("lost"))).error).toBeNull()
    expect((await client.auth.resetPasswordForEmail(uniqueEmail("lost"))).error?.code).toBe("over_request_rate_limit")

    const verifier = clientFrom(limited, "10.0.4.1")
    for (let i = 0; i < 3; i++) {
      const attempt = await verifier.auth.verifyOtp({ token_hash: `deadbeef${i}`, type: "email" })
      expect(attempt.error?.code).toBe("otp_expired")
    }
    expect((await verifier.auth.verifyOtp({ token_hash: "deadbeef", type: "email" })).error?.code).toBe(
      "over_request_rate_limit"
    )
  })
})

describe("captcha (Turnstile stand-in)", () => {
  it("requires a token and accepts one the always-pass secret verifies", async () => {
    const client = clientFrom(captchaPass, "10.1.0.1")
    const email = uniqueEmail("human")
    const missing = await client.auth.signUp({ email, password: "secret-123" })
    expect(missing.error?.code).toBe("captcha_failed")
    expect(missing.error?.status).toBe(400)
    expect(missing.error?.message).toContain("no captcha_token found")

    const signedUp = await client.auth.signUp({
      email,
      password: "secret-123",
      options: { captchaToken: TURNSTILE_TEST.dummyToken },
    })
    expect(signedUp.error).toBeNull()
    expect(turnstile.requests.at(-1)).toEqual({
      secret: TURNSTILE_TEST.passSecret,
      response: TURNSTILE_TEST.dummyToken,
      remoteip: "10.1.0.1",
    })

    const noToken = await client.auth.signInWithPassword({ email, password: "secret-123" })
    expect(noToken.error?.code).toBe("captcha_failed")
    const signedIn = await client.auth.signInWithPassword({
      email,
      password: "secret-123",
      options: { captchaToken: TURNSTILE_TEST.dummyToken },
    })
    expect(signedIn.error).toBeNull()

    // Refreshing is never captcha-gated.
    const refreshed = await client.auth.refreshSession({ refresh_token: signedIn.data.session!.refresh_token })
    expect(refreshed.error).toBeNull()

    const recover = await client.auth.resetPasswordForEmail(email, { captchaToken: TURNSTILE_TEST.dummyToken })
    expect(recover.error).toBeNull()
  })

  it("rejects every gated endpoint when siteverify says no", async () => {
    const client = clientFrom(captchaFail, "10.1.0.2")
    const options = { captchaToken: TURNSTILE_TEST.dummyToken }
    const signUp = await client.auth.signUp({ email: uniqueEmail("bot"), password: "secret-123", options })
    expect(signUp.error?.code).toBe("captcha_failed")
    expect(signUp.error?.message).toContain("invalid-input-response")
    const signIn = await client.auth.signInWithPassword({ ...DEMO, options })
    expect(signIn.error?.code).toBe("captcha_failed")
    const recover = await client.auth.resetPasswordForEmail(DEMO.email, options)
    expect(recover.error?.code).toBe("captcha_failed")
  })
})
