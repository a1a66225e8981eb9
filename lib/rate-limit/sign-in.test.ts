import { describe, expect, it } from "vitest"
import { createSignInLimiter, signInLimitKey } from "./sign-in"

describe("createSignInLimiter", () => {
  it("blocks after the configured failures inside the window, then forgets them", () => {
    let clock = 0
    const limiter = createSignInLimiter(3, 60, () => clock)
    const key = signInLimitKey("203.0.113.9", "Ana@Example.com")
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked(key)).toBe(false)
      limiter.recordFailure(key)
    }
    expect(limiter.isBlocked(key)).toBe(true)
    expect(limiter.isBlocked(signInLimitKey("203.0.113.9", "outra@example.com"))).toBe(false)
    clock += 61_000
    expect(limiter.isBlocked(key)).toBe(false)
  })

  it("never blocks an e-mail from another address, so nobody can lock the owner out (issue #32)", () => {
    const limiter = createSignInLimiter(3, 60)
    const attacker = signInLimitKey("198.51.100.7", "dona@example.com")
    for (let i = 0; i < 10; i++) limiter.recordFailure(attacker)
    expect(limiter.isBlocked(attacker)).toBe(true)
    expect(limiter.isBlocked(signInLimitKey("203.0.113.9", "dona@example.com"))).toBe(false)
  })

  it("a successful sign-in clears the count", () => {
    const limiter = createSignInLimiter(2, 60)
    limiter.recordFailure("k")
    limiter.recordFailure("k")
    expect(limiter.isBlocked("k")).toBe(true)
    limiter.reset("k")
    expect(limiter.isBlocked("k")).toBe(false)
  })
})
