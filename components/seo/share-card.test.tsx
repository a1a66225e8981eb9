import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

import { renderShareCard, shareCardResponse } from "@/components/seo/share-card"

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const card = { eyebrow: "Projetos", badge: "Curso", title: "Finanças para MEI", footer: ["1 de dezembro"] }

describe("renderShareCard", () => {
  it("draws the card over a project's cover, and without one", async () => {
    const cover = new Uint8Array(readFileSync(path.join(import.meta.dirname, "../../public/images/logo.png")))
    const plain = await renderShareCard(card)
    const withCover = await renderShareCard({ ...card, photo: cover })
    for (const png of [plain, withCover]) expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
    // The photo shows: the two images differ.
    expect(Buffer.compare(Buffer.from(plain), Buffer.from(withCover))).not.toBe(0)
    // Bytes the renderer cannot read (not JPEG or PNG) are left out, not fatal.
    const ignored = await renderShareCard({ ...card, photo: new TextEncoder().encode("<svg/>") })
    expect(Buffer.compare(Buffer.from(plain), Buffer.from(ignored))).toBe(0)
  }, 30_000)

  it("answers 404 with pt-BR text when there is no card", async () => {
    const answer = shareCardResponse(null, "Projeto não encontrado")
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe("Projeto não encontrado")
  })
})
