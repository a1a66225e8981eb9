import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { LocalSupabase } from "../../server.ts"
import { DEMO, startAuthServer, uniqueEmail } from "../fixtures/local-auth/harness.ts"
import { clientFor } from "../helpers/backend.ts"
import {
  startTurnstileStandIn,
  TURNSTILE_TEST,
  type TurnstileStandIn,
} from "../../../../tests/stand-ins/turnstile-siteverify.ts"

let limited: LocalSupabase
let direct: LocalSupabase
let gateway: LocalSupabase
let captchaPass: LocalSupabase
let captchaFail: LocalSupabase
let turnstile: TurnstileStandIn

const LOW_LIMITS = { signup: 2, signin: 3, recover: 2, verify: 3, verifyAccount: 4, windowSeconds: 60 }
// As if one reverse proxy stood in front: the right-most X-Forwarded-For entry is the client.
const BEHIND_ONE_PROXY = { trustedProxyHops: 1 }

beforeAll(async () => {
  turnstile = await startTurnstileStandIn()
  ;[limited, direct, gateway, captchaPass, captchaFail] = await Promise.all([
    startAuthServer({ rateLimits: LOW_LIMITS }, BEHIND_ONE_PROXY),
    startAuthServer({ rateLimits: { ...LOW_LIMITS, verifyAccount: 100 } }),
    // GoTrue's own defaults: 30 sign-ins per address per 5 minutes.
    startAuthServer(),
    startAuthServer(
      { turnstileSecret: TURNSTILE_TEST.passSecret, turnstileVerifyUrl: turnstile.url, autoconfirm: true },
      BEHIND_ONE_PROXY
    ),
    startAuthServer({ turnstileSecret: TURNSTILE_TEST.failSecret, turnstileVerifyUrl: turnstile.url }),
  ])
})

afterAll(async () => {
  await Promise.all([limited?.close(), direct?.close(), captchaPass?.close(), captchaFail?.close(), turnstile?.close()])
})

/** A client whose requests carry `X-Forwarded-For: forwardedFor` (a proxy's word, or a forgery). */
function clientFrom(local: LocalSupabase, forwardedFor = "127.0.0.1") {
  return clientFor(local, local.config.anonKey, { global: { headers: { "X-Forwarded-For": forwardedFor } } })
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

  it("limits password sign-in per IP", async () => {
    const sameIp = clientFrom(limited, "10.0.1.1")
    for (let i = 0; i < 3; i++) {
      const attempt = await sameIp.auth.signInWithPassword({ email: uniqueEmail("who"), password: "whatever-1" })
      expect(attempt.error?.code).toBe("invalid_credentials")
    }
    expect((await sameIp.auth.signInWithPassword(DEMO)).error?.code).toBe("over_request_rate_limit")
  })

  it("wrong passwords from one address never lock the owner out from hers (issue #32)", async () => {
    // An attacker spends address A's whole allowance, and more, on the demo account's e-mail.
    const attacker = clientFrom(limited, "10.0.2.1")
    for (let i = 0; i < 3; i++) {
      const attempt = await attacker.auth.signInWithPassword({ email: DEMO.email, password: `guess-${i}` })
      expect(attempt.error?.code).toBe("invalid_credentials")
    }
    for (let i = 0; i < 5; i++) {
      const attempt = await attacker.auth.signInWithPassword({ email: DEMO.email, password: `guess-more-${i}` })
      expect(attempt.error?.code).toBe("over_request_rate_limit")
    }
    // Other attackers' addresses each get their own allowance, and none of it is the owner's.
    for (let i = 0; i < 3; i++) {
      const attempt = await clientFrom(limited, `10.0.2.${10 + i}`).auth.signInWithPassword({
        email: DEMO.email,
        password: "guess-123",
      })
      expect(attempt.error?.code).toBe("invalid_credentials")
    }
    // The owner, from address B, signs in with her password at once.
    const owner = await clientFrom(limited, "10.0.2.200").auth.signInWithPassword(DEMO)
    expect(owner.error).toBeNull()
    expect(owner.data.session?.access_token).toBeTruthy()
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

describe("client address for the limits", () => {
  const rotating = (i: number) => clientFrom(direct, `203.0.113.${i}`)

  it("ignores a client-written X-Forwarded-For when no proxy is trusted", async () => {
    for (let i = 0; i < 3; i++) {
      const attempt = await rotating(i).auth.signInWithPassword({ email: uniqueEmail("spoof"), password: "guess-123" })
      expect(attempt.error?.code).toBe("invalid_credentials")
    }
    expect((await rotating(3).auth.signInWithPassword(DEMO)).error?.code).toBe("over_request_rate_limit")

    for (let i = 0; i < 2; i++)
      expect(
        (await rotating(10 + i).auth.signUp({ email: uniqueEmail("spoof"), password: "secret-123" })).error
      ).toBeNull()
    const signUp = await rotating(12).auth.signUp({ email: uniqueEmail("spoof"), password: "secret-123" })
    expect(signUp.error?.code).toBe("over_request_rate_limit")

    for (let i = 0; i < 2; i++)
      expect((await rotating(20 + i).auth.resetPasswordForEmail(uniqueEmail("spoof"))).error).toBeNull()
    expect((await rotating(22).auth.resetPasswordForEmail(uniqueEmail("spoof"))).error?.code).toBe(
      "over_request_rate_limit"
    )

    for (let i = 0; i < 3; i++) {
      const guess = await rotating(30 + i).auth.verifyOtp({
        email: uniqueEmail("spoof"),
        token: "123456",
        type: "email",
      })
      expect(guess.error?.code).toBe("otp_expired")
    }
    const verify = await rotating(33).auth.verifyOtp({ email: uniqueEmail("spoof"), token: "123456", type: "email" })
    expect(verify.error?.code).toBe("over_request_rate_limit")
  })

  it("behind one trusted proxy, keys on the right-most X-Forwarded-For entry", async () => {
    for (let i = 0; i < 3; i++) {
      const forged = clientFrom(limited, `198.51.100.${i}, 10.0.5.1`)
      const attempt = await forged.auth.signInWithPassword({ email: uniqueEmail("hop"), password: "guess-123" })
      expect(attempt.error?.code).toBe("invalid_credentials")
    }
    const rotatedLeft = clientFrom(limited, "198.51.100.99, 10.0.5.1")
    expect((await rotatedLeft.auth.signInWithPassword(DEMO)).error?.code).toBe("over_request_rate_limit")
    // The same forged left part from another client address is a different visitor.
    const neighbour = clientFrom(limited, "198.51.100.0, 10.0.5.2")
    expect((await neighbour.auth.signInWithPassword(DEMO)).error).toBeNull()
  })

  it("caps one-time-code guesses per account, whichever addresses they come from", async () => {
    const victim = uniqueEmail("otp-victim")
    for (let i = 0; i < 4; i++) {
      const guess = await clientFrom(limited, `10.0.6.${i}`).auth.verifyOtp({
        email: victim,
        token: String(100000 + i),
        type: "email",
      })
      expect(guess.error?.code).toBe("otp_expired")
    }
    const fifth = await clientFrom(limited, "10.0.6.99").auth.verifyOtp({
      email: victim,
      token: "999999",
      type: "email",
    })
    expect(fifth.error?.code).toBe("over_request_rate_limit")
    const other = await clientFrom(limited, "10.0.6.100").auth.verifyOtp({
      email: uniqueEmail("otp-other"),
      token: "999999",
      type: "email",
    })
    expect(other.error?.code).toBe("otp_expired")
  })
})

describe("forwarded end-user address (Sb-Forwarded-For)", () => {
  /** The app's server calling Auth for a visitor, with the key the header is believed from. */
  const onBehalfOf = (visitor: string, key = gateway.config.secretKey) =>
    clientFor(gateway, key, { global: { headers: { "Sb-Forwarded-For": visitor } } })
  const failSignIn = (client: ReturnType<typeof onBehalfOf>) =>
    client.auth.signInWithPassword({ email: uniqueEmail("brute"), password: "wrong-password" })

  it("limits each forwarded visitor apart: 30 failures from one do not lock another out", async () => {
    const attacker = onBehalfOf("203.0.113.10")
    for (let i = 0; i < 30; i++) expect((await failSignIn(attacker)).error?.code).toBe("invalid_credentials")
    expect((await failSignIn(attacker)).error?.code).toBe("over_request_rate_limit")

    const visitor = await onBehalfOf("203.0.113.20").auth.signInWithPassword(DEMO)
    expect(visitor.error).toBeNull()
    expect(visitor.data.session?.access_token).toBeTruthy()
  })

  it("ignores the header from callers without the secret key", async () => {
    // A browser holds the anon key; the legacy service_role key is not accepted for it either (hosted rule).
    for (let i = 0; i < 30; i++) {
      const caller = onBehalfOf(`198.51.100.${i}`, gateway.config.anonKey)
      expect((await failSignIn(caller)).error?.code).toBe("invalid_credentials")
    }
    expect((await failSignIn(onBehalfOf("198.51.100.200", gateway.config.anonKey))).error?.code).toBe(
      "over_request_rate_limit"
    )
    expect((await failSignIn(onBehalfOf("198.51.100.201", gateway.config.serviceRoleKey))).error?.code).toBe(
      "over_request_rate_limit"
    )
    // A value that is no IP is no address: the caller's own bucket, here the exhausted one.
    expect((await failSignIn(onBehalfOf("not-an-ip"))).error?.code).toBe("over_request_rate_limit")
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
