import { describe, expect, it } from "vitest"
import { createSubscribeLimiter } from "./newsletter"

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

describe("newsletter sign-up limiter", () => {
  it("lets an e-mail through perEmail times per window, then refuses it", () => {
    const time = clock()
    const limiter = createSubscribeLimiter({ perAddress: 100, perEmail: 2, windowSeconds: 60 }, time.now)
    expect(limiter.allow("1.1.1.1", "a@b.co")).toBe(true)
    expect(limiter.allow("2.2.2.2", "a@b.co")).toBe(true)
    expect(limiter.allow("3.3.3.3", "a@b.co")).toBe(false)
    expect(limiter.allow("3.3.3.3", "other@b.co")).toBe(true)
    time.advance(60_001)
    expect(limiter.allow("3.3.3.3", "a@b.co")).toBe(true)
  })

  it("limits one client address whatever the e-mails", () => {
    const time = clock()
    const limiter = createSubscribeLimiter({ perAddress: 3, perEmail: 5, windowSeconds: 60 }, time.now)
    expect(["a", "b", "c"].map((name) => limiter.allow("9.9.9.9", `${name}@b.co`))).toEqual([true, true, true])
    expect(limiter.allow("9.9.9.9", "d@b.co")).toBe(false)
    expect(limiter.allow("8.8.8.8", "d@b.co")).toBe(true)
  })

  it("does not count a refused attempt against the e-mail", () => {
    const time = clock()
    const limiter = createSubscribeLimiter({ perAddress: 1, perEmail: 1, windowSeconds: 60 }, time.now)
    expect(limiter.allow("1.1.1.1", "x@b.co")).toBe(true)
    expect(limiter.allow("1.1.1.1", "y@b.co")).toBe(false)
    expect(limiter.allow("2.2.2.2", "y@b.co")).toBe(true)
  })

  it("counts address-only hits (a honeypot bot has no e-mail worth counting)", () => {
    const limiter = createSubscribeLimiter({ perAddress: 1, perEmail: 1, windowSeconds: 60 })
    expect(limiter.allow("1.1.1.1", null)).toBe(true)
    expect(limiter.allow("1.1.1.1", "x@b.co")).toBe(false)
  })
})
