import sharp from "sharp"

import { expect, test } from "./helpers/test"

import { createMember, serviceClient, signInWithForm, SUPABASE_URL } from "./helpers/notifications-backend"
import { actionId, callAction } from "./helpers/server-actions"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"
import { exifHasGps, GPS_JPEG_SHOWN, gpsJpeg, leftoverMetadata, pixel, pixelBombPng } from "../fixtures/upload-images"

/**
 * Issue #32: the server re-encodes every uploaded image, so a phone photo's EXIF (GPS, camera)
 * never reaches Storage. The avatar editor's crop already redraws the photo in the browser, so the
 * photo is also posted straight to the action, as a client without that crop would send it: only
 * the server's re-encoding stands between those bytes and the public bucket.
 */

const PROFILE = "/dashboard/perfil"
const ACTIONS_FILE = "components/profile/avatar-actions.ts"
const IDLE = { status: "idle" }

async function storedAvatar(memberId: string) {
  const { data, error } = await serviceClient().from("profiles").select("avatar_url").eq("id", memberId).single()
  if (error) throw error
  const url = data.avatar_url
  expect(url).toMatch(
    new RegExp(`^${SUPABASE_URL.replace(/[.]/g, "\\.")}/storage/v1/object/public/avatars/${memberId}/`)
  )
  const response = await fetch(url!)
  expect(response.status).toBe(200)
  return { url: url!, bytes: Buffer.from(await response.arrayBuffer()) }
}

test.beforeEach(({}, testInfo) => {
  test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
})

test("a GPS-tagged JPEG chosen as avatar is stored without its EXIF", async ({ page }) => {
  const photo = await gpsJpeg()
  expect(exifHasGps((await leftoverMetadata(photo)).exif)).toBe(true)
  const member = await createMember("foto-gps")
  await signInWithForm(page, member.email, member.password)
  await page.goto(PROFILE)
  const form = page.getByRole("form", { name: "Foto de perfil" })
  await form.getByLabel("Escolher foto").setInputFiles({ name: "casa.jpg", mimeType: "image/jpeg", buffer: photo })
  await form.getByRole("button", { name: "Salvar foto" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Foto de perfil atualizada." }).first()).toBeVisible()

  const { bytes } = await storedAvatar(member.id)
  const left = await leftoverMetadata(bytes)
  expect(left.exif).toBeUndefined()
  expect(left.xmp).toBeUndefined()
  expect(left.orientation).toBeUndefined()
})

test("the same photo posted straight to the action is stored upright, without GPS or EXIF", async ({ page }) => {
  const photo = await gpsJpeg()
  const member = await createMember("foto-gps-direta")
  await signInWithForm(page, member.email, member.password)
  await page.goto(PROFILE)
  const origin = new URL(page.url()).origin
  const id = actionId(ACTIONS_FILE, "uploadAvatar")

  const form = new FormData()
  form.append("avatar", new File([new Uint8Array(photo)], "casa.jpg", { type: "image/jpeg" }))
  const answer = await callAction(page.context().request, origin, id, [IDLE, form], PROFILE)
  expect(answer.status).toBe(200)
  expect(answer.body).toContain("Foto de perfil atualizada.")

  const { url, bytes } = await storedAvatar(member.id)
  expect(url).toMatch(/\.jpg$/)
  const left = await leftoverMetadata(bytes)
  expect(exifHasGps(left.exif)).toBe(false)
  expect(left.exif).toBeUndefined()
  expect(left.orientation).toBeUndefined()
  expect(bytes.includes(Buffer.from("Convergencia"))).toBe(false)
  // Orientation 6 applied: shown upright, red on top and blue below.
  const stored = await sharp(bytes).metadata()
  expect({ width: stored.width, height: stored.height }).toEqual(GPS_JPEG_SHOWN)
  const [topRed, , topBlue] = await pixel(bytes, 16, 4)
  const [bottomRed, , bottomBlue] = await pixel(bytes, 16, 60)
  expect(topRed).toBeGreaterThan(200)
  expect(topBlue).toBeLessThan(60)
  expect(bottomBlue).toBeGreaterThan(200)
  expect(bottomRed).toBeLessThan(60)
})

test("a pixel bomb posted to the action gets a pt-BR refusal, not a 500, and nothing is stored", async ({ page }) => {
  const member = await createMember("foto-bomba")
  await signInWithForm(page, member.email, member.password)
  await page.goto(PROFILE)
  const origin = new URL(page.url()).origin
  const id = actionId(ACTIONS_FILE, "uploadAvatar")
  const form = new FormData()
  form.append("avatar", new File([new Uint8Array(await pixelBombPng())], "bomba.png", { type: "image/png" }))
  const answer = await callAction(page.context().request, origin, id, [IDLE, form], PROFILE)
  expect(answer.status).toBeLessThan(500)
  expect(answer.body).toContain("A imagem é grande demais")
  const { data } = await serviceClient().from("profiles").select("avatar_url").eq("id", member.id).single()
  expect(data!.avatar_url).toBeNull()
})
