/**
 * Issue #31: every share card draws offline. A character outside next/og's bundled font (Geist)
 * makes the renderer fetch a font from the internet while drawing ("Failed to load dynamic font"),
 * which fails without a network; the directory's rating star did. Each card is drawn here with
 * the network refused and representative text (the characters each route puts on its card).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { renderBusinessShareCard } from "@/components/directory/business-share-card"
import { renderShareCard } from "@/components/seo/share-card"

const PNG = [0x89, 0x50, 0x4e, 0x47]
const realFetch = globalThis.fetch
let fetches: string[]
let logged: string[]

beforeEach(() => {
  fetches = []
  logged = []
  vi.stubGlobal("fetch", async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input)
    // The renderer loads its own WebAssembly from data: addresses; only the network is refused.
    if (url.startsWith("data:")) return realFetch(input)
    fetches.push(url)
    throw new Error("offline")
  })
  for (const level of ["error", "warn", "log"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")))
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function expectDrawnOffline(png: Uint8Array) {
  expect(Array.from(png.slice(0, 4))).toEqual(PNG)
  expect(fetches).toEqual([])
  expect(logged.filter((line) => line.includes("Failed to load dynamic font"))).toEqual([])
}

describe("share cards drawn offline", () => {
  it("directory: a rated business (the star, '·', accents)", async () => {
    const png = await renderBusinessShareCard({
      name: "Doces da Cláudia — Confeitaria Artesanal…",
      category: "Alimentação",
      city: "São José dos Campos",
      state: "SP",
      ratingAverage: 4.5,
      ratingCount: 12,
    })
    expectDrawnOffline(png)
  })

  it("characters typed by members outside the bundled font are left out, not fetched", async () => {
    const png = await renderBusinessShareCard({
      name: "Doces 🍰 da Ana ✿",
      category: "Alimentação",
      city: "Recife",
      state: "PE",
      ratingAverage: 5,
      ratingCount: 1,
    })
    expectDrawnOffline(png)
    expectDrawnOffline(
      await renderShareCard({ eyebrow: "Loja", badge: "Moda ★", title: "Bolsa 👜 de retalhos", footer: ["R$ 10,00"] })
    )
  })

  it("shop, projects and blog: the texts their routes draw", async () => {
    for (const card of [
      // /loja: price (Intl puts a no-break space after R$) and the business.
      {
        eyebrow: "Loja",
        badge: "Alimentação",
        title: "Bolo de cenoura com cobertura",
        footer: ["R$\u00a035,00", "·", "Ateliê Ipê"],
      },
      // /projetos: a date range with an en dash, the place.
      {
        eyebrow: "Projetos",
        badge: "Oficina",
        title: "Oficina de precificação: quanto cobrar?",
        footer: ["12 de dez. de 2026, 14:00 – 17:00", "·", "Belo Horizonte/MG", "·", "Convergência Empreendedora"],
      },
      // /convergindo: the heading and text parts the post card uses.
      {
        eyebrow: "Convergindo",
        badge: "Finanças",
        title: "“Comece pequeno”: 7 lições de quem abriu o próprio negócio × 2",
        footer: ["Ana S.", "·", "27 de novembro de 2026", "·", "Convergência Empreendedora"],
      },
    ]) {
      expectDrawnOffline(await renderShareCard(card))
    }
  })
})
