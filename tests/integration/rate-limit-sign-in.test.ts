import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { RateLimitStore } from "@/lib/rate-limit/store"
import type { LocalSupabase } from "@/supabase/local/server"
import { sleep, startRateLimitStore, uniqueLabel, unreachableStore } from "../helpers/rate-limit-store"
import { createSignInLimiter, signInLimitKey } from "@/lib/rate-limit/sign-in"

// Against the real counters in the local backend's database (issue #34).
let local: LocalSupabase
let store: RateLimitStore
let anotherServer: () => RateLimitStore

beforeAll(async () => {
  ;({ local, store, anotherServer } = await startRateLimitStore())
})

afterAll(async () => {
  await local?.close()
})

describe("createSignInLimiter", () => {
  it("blocks after the configured failures inside the window", async () => {
    const limiter = createSignInLimiter(store, 3, 60)
    const key = signInLimitKey("203.0.113.9", `${uniqueLabel("Ana")}@Example.com`)
    for (let i = 0; i < 3; i++) {
      expect(await limiter.isBlocked(key)).toBe(false)
      await limiter.recordFailure(key)
    }
    expect(await limiter.isBlocked(key)).toBe(true)
    expect(await limiter.isBlocked(signInLimitKey("203.0.113.9", "outra@example.com"))).toBe(false)
  })

  it("forgets the failures once the window has passed", async () => {
    const limiter = createSignInLimiter(store, 1, 1)
    const key = signInLimitKey("203.0.113.9", `${uniqueLabel("bela")}@example.com`)
    await limiter.recordFailure(key)
    await sleep(1100)
    expect(await limiter.isBlocked(key)).toBe(false)
  })

  it("never blocks an e-mail from another address, so nobody can lock the owner out (issue #32)", async () => {
    const limiter = createSignInLimiter(store, 3, 60)
    const owner = `${uniqueLabel("dona")}@example.com`
    const attacker = signInLimitKey("198.51.100.7", owner)
    for (let i = 0; i < 10; i++) await limiter.recordFailure(attacker)
    expect(await limiter.isBlocked(attacker)).toBe(true)
    expect(await limiter.isBlocked(signInLimitKey("203.0.113.9", owner))).toBe(false)
  })

  it("a successful sign-in clears the count", async () => {
    const limiter = createSignInLimiter(store, 2, 60)
    const key = uniqueLabel("k")
    await limiter.recordFailure(key)
    await limiter.recordFailure(key)
    expect(await limiter.isBlocked(key)).toBe(true)
    await limiter.reset(key)
    expect(await limiter.isBlocked(key)).toBe(false)
  })

  it("two servers' limiters share one count", async () => {
    const [serverA, serverB] = [createSignInLimiter(store, 4, 60), createSignInLimiter(anotherServer(), 4, 60)]
    const key = signInLimitKey("203.0.113.10", `${uniqueLabel("bia")}@example.com`)
    for (let i = 0; i < 4; i++) await (i % 2 ? serverB : serverA).recordFailure(key)
    expect(await serverA.isBlocked(key)).toBe(true)
    expect(await serverB.isBlocked(key)).toBe(true)
  })

  it("lets the attempt through, and logs, when the database does not answer", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const limiter = createSignInLimiter(unreachableStore(local), 1, 60)
    await limiter.recordFailure("k")
    expect(await limiter.isBlocked("k")).toBe(false)
    await limiter.reset("k")
    expect(logged).toHaveBeenCalledTimes(3)
    logged.mockRestore()
  })
})
