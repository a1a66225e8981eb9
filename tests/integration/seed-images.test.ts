/**
 * Issue #31: the demo directory and shop have pictures. Every seeded business points at a logo
 * and every seeded product at a photo that exists in public/images/seed, as a small WebP, and
 * the pages' filters (isSeedImage) accept those addresses.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import path from "node:path"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import { createClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import WebSocket from "ws"
import type { Database } from "@/lib/database.types"
import { displayableLogoUrl } from "@/lib/directory"
import { isSeedImage } from "@/lib/images/seed-images"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"

let local: LocalSupabase

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
})

afterAll(async () => {
  await local?.close()
})

function expectSmallWebp(url: string) {
  expect(isSeedImage(url), url).toBe(true)
  const file = path.join(import.meta.dirname, "../../public", url)
  expect(existsSync(file), file).toBe(true)
  const bytes = readFileSync(file)
  expect(bytes.subarray(0, 4).toString("latin1") + bytes.subarray(8, 12).toString("latin1")).toBe("RIFFWEBP")
  expect(statSync(file).size).toBeLessThan(20 * 1024)
}

describe("seeded pictures", () => {
  it("every seeded business has a logo the pages show, and every seeded product a photo", async () => {
    const db = createClient<Database>(local.url, local.config.serviceRoleKey, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
    })
    const businesses = await db
      .from("businesses")
      .select("id, logo_url")
      .gte("id", "60000000-0000-4000-a000-000000000000")
      .lte("id", "60000000-0000-4000-a000-ffffffffffff")
    expect(businesses.error).toBeNull()
    expect(businesses.data!.length).toBeGreaterThan(10)
    for (const business of businesses.data!) {
      expectSmallWebp(business.logo_url!)
      expect(displayableLogoUrl(business.logo_url, business.id)).toBe(business.logo_url)
    }
    const products = await db
      .from("products")
      .select("photos")
      .gte("id", "e1000000-0000-4000-a000-000000000000")
      .lte("id", "e1000000-0000-4000-a000-ffffffffffff")
    expect(products.data!.length).toBeGreaterThan(10)
    for (const product of products.data!) {
      expect(product.photos).toHaveLength(1)
      expectSmallWebp(product.photos[0]!)
    }
    // Nothing else of that folder's look passes: another extension, a path outside it.
    for (const url of [
      "/images/seed/produtos/x.png",
      "/images/seed/../logo.png",
      "https://x.test/images/seed/produtos/a.webp",
    ])
      expect(isSeedImage(url), url).toBe(false)
  })
})
