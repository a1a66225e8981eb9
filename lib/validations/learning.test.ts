import { describe, expect, it } from "vitest"

import {
  fileUploadRequestSchema,
  learningFileExtension,
  LEARNING_TEXT,
  materialInputSchema,
  trackInputSchema,
  trackItemsSchema,
} from "@/lib/validations/learning"

const material = {
  title: "Como virar MEI",
  summary: "O passo a passo da formalização, sem mistério.",
  topic: "formalizacao",
  level: "iniciante",
  kind: "video",
  access: "public",
  estimated_minutes: "15",
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe("materialInputSchema", () => {
  it("accepts a draft without its content and reads the numbers", () => {
    const parsed = materialInputSchema.parse(material)
    expect(parsed.estimated_minutes).toBe(15)
    expect(parsed.video_url).toBeNull()
    expect(parsed.link_url).toBeNull()
    expect(parsed.slug).toBe("")
  })

  it("keeps only the provider and id of a video address", () => {
    const parsed = materialInputSchema.parse({ ...material, video_url: "https://youtu.be/dQw4w9WgXcQ" })
    expect(parsed.video_url).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" })
  })

  it("refuses a video from another host, a link that is not https and unknown keys", () => {
    expect(firstMessage(materialInputSchema.safeParse({ ...material, video_url: "https://evil.test/watch?v=x" }))).toBe(
      LEARNING_TEXT.videoInvalid
    )
    expect(firstMessage(materialInputSchema.safeParse({ ...material, link_url: "javascript:alert(1)" }))).toBe(
      LEARNING_TEXT.linkInvalid
    )
    expect(firstMessage(materialInputSchema.safeParse({ ...material, link_url: "http://exemplo.com.br" }))).toBe(
      LEARNING_TEXT.linkInvalid
    )
    expect(materialInputSchema.safeParse({ ...material, kind: "podcast" }).success).toBe(false)
    expect(materialInputSchema.safeParse({ ...material, access: "todas" }).success).toBe(false)
    expect(materialInputSchema.safeParse({ ...material, estimated_minutes: "0" }).success).toBe(false)
    expect(materialInputSchema.safeParse({ ...material, estimated_minutes: "1201" }).success).toBe(false)
  })

  it("refuses the tracks' segment and malformed slugs", () => {
    expect(firstMessage(materialInputSchema.safeParse({ ...material, slug: "trilhas" }))).toBe(
      LEARNING_TEXT.slugReserved
    )
    expect(firstMessage(materialInputSchema.safeParse({ ...material, slug: "-membro" }))).toBe(
      LEARNING_TEXT.slugInvalid
    )
    expect(materialInputSchema.parse({ ...material, slug: "como-virar-mei" }).slug).toBe("como-virar-mei")
  })
})

describe("trackInputSchema", () => {
  it("accepts a track and refuses a short summary", () => {
    const track = {
      title: "Trilha MEI",
      summary: "Do zero ao CNPJ em cinco passos.",
      topic: "formalizacao",
      level: "iniciante",
    }
    expect(trackInputSchema.parse(track).intro).toBe("")
    expect(firstMessage(trackInputSchema.safeParse({ ...track, summary: "curto" }))).toBe(LEARNING_TEXT.summaryRequired)
  })
})

describe("trackItemsSchema", () => {
  const a = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b"
  const b = "7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b"
  const trackId = "8f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b"

  it("reads the ids in order, and an empty list", () => {
    expect(trackItemsSchema.parse({ trackId, materialIds: `${b},${a}` }).materialIds).toEqual([b, a])
    expect(trackItemsSchema.parse({ trackId, materialIds: "" }).materialIds).toEqual([])
  })

  it("refuses repeated and malformed ids", () => {
    expect(firstMessage(trackItemsSchema.safeParse({ trackId, materialIds: `${a},${a}` }))).toBe(
      LEARNING_TEXT.itemsRepeated
    )
    expect(firstMessage(trackItemsSchema.safeParse({ trackId, materialIds: `${a},x` }))).toBe(
      LEARNING_TEXT.itemsInvalid
    )
  })
})

describe("file uploads", () => {
  it("takes the listed extensions only, within 25 MB", () => {
    expect(learningFileExtension("Planilha de Caixa.XLSX")).toBe("xlsx")
    expect(learningFileExtension("foto.png")).toBeNull()
    const materialId = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b"
    expect(fileUploadRequestSchema.safeParse({ materialId, fileName: "guia.pdf", size: "1000" }).success).toBe(true)
    expect(firstMessage(fileUploadRequestSchema.safeParse({ materialId, fileName: "guia.exe", size: "1000" }))).toBe(
      LEARNING_TEXT.fileWrongType
    )
    expect(
      firstMessage(
        fileUploadRequestSchema.safeParse({ materialId, fileName: "guia.pdf", size: String(26 * 1024 * 1024) })
      )
    ).toBe(LEARNING_TEXT.fileTooLarge)
  })
})
