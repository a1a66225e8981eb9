import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { RateLimitStore } from "@/lib/rate-limit/store"
import type { LocalSupabase } from "@/supabase/local/server"
import { sleep, startRateLimitStore, uniqueLabel, unreachableStore } from "../helpers/rate-limit-store"
import { createSubscribeLimiter } from "@/lib/rate-limit/newsletter"

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

// Addresses and e-mails no other test uses, so the tests count apart on one database.
const address = () => uniqueLabel("203.0.113")
const email = (name: string) => `${uniqueLabel(name)}@b.co`

describe("newsletter sign-up limiter", () => {
  it("lets an e-mail through perEmail times per window, then refuses it", async () => {
    const limiter = createSubscribeLimiter(store, { perAddress: 100, perEmail: 2, windowSeconds: 60 })
    const [a, other] = [email("a"), email("other")]
    expect(await limiter.allow(address(), a)).toBe("allowed")
    expect(await limiter.allow(address(), a)).toBe("allowed")
    const third = address()
    expect(await limiter.allow(third, a)).toBe("limited")
    expect(await limiter.allow(third, other)).toBe("allowed")
  })

  it("forgets the sign-ups once the window has passed", async () => {
    const limiter = createSubscribeLimiter(store, { perAddress: 1, perEmail: 1, windowSeconds: 1 })
    const [from, a] = [address(), email("a")]
    expect(await limiter.allow(from, a)).toBe("allowed")
    await sleep(1100)
    expect(await limiter.allow(from, a)).toBe("allowed")
  })

  it("limits one client address whatever the e-mails", async () => {
    const limiter = createSubscribeLimiter(store, { perAddress: 3, perEmail: 5, windowSeconds: 60 })
    const busy = address()
    const answers = []
    for (const name of ["a", "b", "c"]) answers.push(await limiter.allow(busy, email(name)))
    expect(answers).toEqual(["allowed", "allowed", "allowed"])
    const d = email("d")
    expect(await limiter.allow(busy, d)).toBe("limited")
    expect(await limiter.allow(address(), d)).toBe("allowed")
  })

  it("does not count a refused attempt against the e-mail, nor against the address", async () => {
    const limiter = createSubscribeLimiter(store, { perAddress: 1, perEmail: 1, windowSeconds: 60 })
    const [first, second] = [address(), address()]
    const [x, y] = [email("x"), email("y")]
    expect(await limiter.allow(first, x)).toBe("allowed")
    expect(await limiter.allow(first, y)).toBe("limited")
    expect(await limiter.allow(second, y)).toBe("allowed")
    // The e-mail is full: the address that tried it keeps its slot.
    const third = address()
    expect(await limiter.allow(third, x)).toBe("limited")
    expect(await limiter.allow(third, email("z"))).toBe("allowed")
  })

  it("counts address-only hits (a honeypot bot has no e-mail worth counting)", async () => {
    const limiter = createSubscribeLimiter(store, { perAddress: 1, perEmail: 1, windowSeconds: 60 })
    const bot = address()
    expect(await limiter.allow(bot, null)).toBe("allowed")
    expect(await limiter.allow(bot, email("x"))).toBe("limited")
  })

  it("two servers share the count", async () => {
    const settings = { perAddress: 2, perEmail: 5, windowSeconds: 60 }
    const [serverA, serverB] = [
      createSubscribeLimiter(store, settings),
      createSubscribeLimiter(anotherServer(), settings),
    ]
    const shared = address()
    expect(await serverA.allow(shared, email("a"))).toBe("allowed")
    expect(await serverB.allow(shared, email("b"))).toBe("allowed")
    expect(await serverA.allow(shared, email("c"))).toBe("limited")
    expect(await serverB.allow(shared, email("d"))).toBe("limited")
  })

  it("says unavailable, and logs, when the database does not answer", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const limiter = createSubscribeLimiter(unreachableStore(local), { perAddress: 1, perEmail: 1, windowSeconds: 60 })
    expect(await limiter.allow(address(), email("x"))).toBe("unavailable")
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()
  })
})
