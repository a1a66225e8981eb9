import { describe, expect, it } from "vitest"

import { isRefusedPreviewPath } from "./preview-route"
import { previewPath, signPreviewToken } from "@/lib/preview-token"

const SECRET = "a-test-secret-for-previews-0123456789"
const POST = "30000000-0000-4000-a000-000000000021"
const NOW = new Date("2026-11-24T12:00:00Z")

describe("isRefusedPreviewPath", () => {
  it("lets a valid link through and leaves other paths alone", () => {
    const path = previewPath(signPreviewToken(POST, new Date("2026-11-25T12:00:00Z"), SECRET))
    expect(isRefusedPreviewPath(path, SECRET, NOW)).toBe(false)
    expect(isRefusedPreviewPath(`${path}/`, SECRET, NOW)).toBe(false)
    expect(isRefusedPreviewPath("/convergindo/previa", SECRET, NOW)).toBe(false)
    expect(isRefusedPreviewPath("/previa", SECRET, NOW)).toBe(false)
  })

  it("refuses changed, expired and malformed links, and every link without a secret", () => {
    const valid = previewPath(signPreviewToken(POST, new Date("2026-11-25T12:00:00Z"), SECRET))
    const expired = previewPath(signPreviewToken(POST, new Date("2026-11-24T11:59:00Z"), SECRET))
    expect(isRefusedPreviewPath(expired, SECRET, NOW)).toBe(true)
    expect(isRefusedPreviewPath(`${valid.slice(0, -1)}${valid.endsWith("A") ? "B" : "A"}`, SECRET, NOW)).toBe(true)
    expect(isRefusedPreviewPath("/previa/nao-e-um-token", SECRET, NOW)).toBe(true)
    expect(isRefusedPreviewPath(`${valid}/mais`, SECRET, NOW)).toBe(true)
    expect(isRefusedPreviewPath("/previa/%ff", SECRET, NOW)).toBe(true)
    expect(isRefusedPreviewPath(valid, undefined, NOW)).toBe(true)
  })
})
