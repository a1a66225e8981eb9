/**
 * Issue #32: every upload path re-encodes the image on the server before storing it. Each path's
 * own server-side code runs here, as its action calls it: reencodeImage (or checkGroupCover, which
 * calls it) and then the lib/data function that writes to Storage with the member's session
 * against the real local backend. The stored object is read back over HTTP: no GPS, no EXIF at
 * all, orientation applied to the pixels.
 *
 * Next's request-scope accessors (cookies(), headers(), connection()) exist only inside a request,
 * so next/headers and next/server's connection are stood in for by a cookie jar holding the
 * member's session: framework plumbing, not our code. The actions' own wiring is checked by the
 * types (lib/data's upload functions take only a ReencodedImage) and, for the avatar, by
 * tests/e2e/upload-metadata.spec.ts through the built app.
 */
import { randomUUID } from "node:crypto"
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"
import type { ReencodedImage, reencodeImage as ReencodeImage } from "@/lib/images/reencode"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { cookieJar as jar } from "@/tests/helpers/request-scope"
import {
  exifHasGps,
  GPS_JPEG_SHOWN,
  gpsJpeg,
  leftoverMetadata,
  pixel,
  pixelBombPng,
} from "@/tests/fixtures/upload-images"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "demo-convergencia"
const MEMBER = "00000000-0000-4000-a000-000000000003"
/** Seeded: membra@ owns it. */
const BUSINESS_OF_MEMBRA = "60000000-0000-4000-a000-000000000003"
/** Seeded: editora@ teaches it. */
const EDITOR_COURSE = "d1000000-0000-4000-a000-000000000001"
/** Seeded: editora@ moderates it, membro@ is an active member. */
const GROUP = "c1000000-0000-4000-a000-000000000001"

let local: LocalSupabase
let photo: Buffer
let reencodeImage: typeof ReencodeImage
let createClient: typeof CreateClient

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  // The app's settings are read once, at import: point them at this server first.
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  ;({ reencodeImage } = await import("@/lib/images/reencode"))
  ;({ createClient } = await import("@/lib/supabase/server"))
  photo = await gpsJpeg()
})

afterAll(async () => {
  await local?.close()
})

/** Her session in the jar, as the sign-in form's action leaves it in the browser's cookies. */
async function signIn(email: string) {
  jar.clear()
  const supabase = await createClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  expect(jar.size).toBeGreaterThan(0)
}

/** The bytes and type an action hands to lib/data after reencodeImage. */
async function reencoded(bytes: Uint8Array): Promise<[ReencodedImage["bytes"], ReencodedImage["type"]]> {
  const image = await reencodeImage(bytes)
  if ("message" in image) throw new Error(image.message)
  return [image.bytes, image.type]
}

async function reencodedImage(bytes: Uint8Array): Promise<ReencodedImage> {
  const image = await reencodeImage(bytes)
  if ("message" in image) throw new Error(image.message)
  return image
}

/**
 * The stored object, fetched from its public address (or, for a message picture, the signed one
 * its private bucket answers), must be the photo upright and bare.
 */
async function expectStrippedAndUpright(url: string | null) {
  expect(url).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/(public\/.+\.jpg|sign\/private-community-images\/.+\.jpg\?token=.+)$/
  )
  const response = await fetch(url!)
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toBe("image/jpeg")
  const bytes = Buffer.from(await response.arrayBuffer())
  const left = await leftoverMetadata(bytes)
  expect(exifHasGps(left.exif)).toBe(false)
  expect(left).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
    orientation: undefined,
    comments: undefined,
  })
  expect(bytes.includes(Buffer.from("Convergencia"))).toBe(false)
  const { width, height } = await sharp(bytes).metadata()
  expect({ width, height }).toEqual(GPS_JPEG_SHOWN)
  // Orientation 6 turned into pixels: red on top, blue below.
  const top = await pixel(bytes, 16, 4)
  const bottom = await pixel(bytes, 16, 60)
  expect(top[0]).toBeGreaterThan(200)
  expect(top[2]).toBeLessThan(60)
  expect(bottom[2]).toBeGreaterThan(200)
  expect(bottom[0]).toBeLessThan(60)
}

describe("the GPS photo fixture", () => {
  it("really carries GPS, a camera and orientation 6", async () => {
    const metadata = await sharp(photo).metadata()
    expect(exifHasGps(metadata.exif)).toBe(true)
    expect(metadata.orientation).toBe(6)
    expect(photo.includes(Buffer.from("Convergencia"))).toBe(true)
  })
})

describe("each upload path stores the photo re-encoded", () => {
  it("avatar (components/profile/avatar-actions.ts uploadAvatar)", async () => {
    await signIn("membro@convergencia.test")
    const { storeAvatar } = await import("@/lib/data/profile-account")
    const stored = await storeAvatar(MEMBER, ...(await reencoded(photo)))
    expect(stored.error).toBeNull()
    await expectStrippedAndUpright(stored.url)
  })

  it("blog image (admin/blog/actions.ts uploadPostImage)", async () => {
    await signIn("editora@convergencia.test")
    const { storePostImage } = await import("@/lib/data/post-images")
    await expectStrippedAndUpright(await storePostImage(...(await reencoded(photo)), randomUUID()))
  })

  it("business logo, listing and revision (dashboard/negocio/actions.ts applyLogo, saveRevision)", async () => {
    await signIn("membra@convergencia.test")
    const { storeBusinessLogo } = await import("@/lib/data/directory-owner")
    const stored = await storeBusinessLogo(BUSINESS_OF_MEMBRA, ...(await reencoded(photo)))
    expect(stored.error).toBeNull()
    await expectStrippedAndUpright(stored.url)
  })

  it("product photo (dashboard/negocio/produtos/actions.ts readPhotos, storePhotos)", async () => {
    await signIn("membra@convergencia.test")
    const { storeProductPhoto } = await import("@/lib/data/shop")
    const stored = await storeProductPhoto(BUSINESS_OF_MEMBRA, ...(await reencoded(photo)))
    expect(stored.error).toBeNull()
    await expectStrippedAndUpright(stored.url)
  })

  it("project cover (dashboard/projetos/actions.ts coverChoice, applyCover)", async () => {
    await signIn("editora@convergencia.test")
    const { storeProjectCover } = await import("@/lib/data/projects")
    const stored = await storeProjectCover(EDITOR_COURSE, ...(await reencoded(photo)))
    expect(stored.error).toBeNull()
    await expectStrippedAndUpright(stored.url)
  })

  it("group cover, from a File as the moderators' and admins' forms send it (checkGroupCover, storeGroupCover)", async () => {
    await signIn("editora@convergencia.test")
    const { checkGroupCover, storeGroupCover } = await import("@/lib/data/community-admin")
    const file = new File([new Uint8Array(photo)], "capa.jpg", { type: "image/jpeg" })
    const checked = await checkGroupCover(file)
    if ("message" in checked) throw new Error(checked.message)
    const fromChecked = await storeGroupCover(GROUP, checked)
    if ("message" in fromChecked) throw new Error(fromChecked.message)
    await expectStrippedAndUpright(fromChecked.url)
    const fromFile = await storeGroupCover(GROUP, file)
    if ("message" in fromFile) throw new Error(fromFile.message)
    await expectStrippedAndUpright(fromFile.url)
  })

  it("picture in a community message (comunidade/actions.ts uploadCommunityImage)", async () => {
    await signIn("membro@convergencia.test")
    const { storeCommunityImage } = await import("@/lib/data/community-posts")
    await expectStrippedAndUpright(await storeCommunityImage(GROUP, MEMBER, ...(await reencoded(photo))))
  })
})

describe("reencodeImage", () => {
  it("refuses a 30000×30000 PNG from its header with a pt-BR message", async () => {
    const bomb = await pixelBombPng()
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000)
    expect(await reencodeImage(bomb)).toEqual({
      code: "too_many_pixels",
      message: "A imagem é grande demais (mais de 40 megapixels). Reduza-a e tente novamente.",
    })
    // Just over the limit is refused, the limit itself is not (it is then refused as unreadable: the body is 1×1).
    expect(await reencodeImage(await pixelBombPng(8000, 5001))).toMatchObject({ code: "too_many_pixels" })
    expect(await reencodeImage(await pixelBombPng(8000, 5000))).toMatchObject({ code: "unreadable" })
  })

  it("turns AVIF into WebP, keeps PNG and WebP with their alpha", async () => {
    const translucent = sharp({
      create: { width: 8, height: 4, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
    for (const [input, type, format] of [
      [await translucent.clone().avif().toBuffer(), "image/webp", "webp"],
      [await translucent.clone().png().toBuffer(), "image/png", "png"],
      [await translucent.clone().webp().toBuffer(), "image/webp", "webp"],
    ] as const) {
      const image = await reencodedImage(input)
      expect(image.type).toBe(type)
      const metadata = await sharp(image.bytes).metadata()
      expect(metadata.format).toBe(format)
      expect(metadata.hasAlpha).toBe(true)
      expect({ width: image.width, height: image.height }).toEqual({ width: 8, height: 4 })
    }
  })

  it("keeps a JPEG a JPEG and drops what follows its end (a polyglot's other half)", async () => {
    const polyglot = Buffer.concat([photo, Buffer.from("<html><script>alert(1)</script></html>")])
    const image = await reencodedImage(polyglot)
    expect(image.type).toBe("image/jpeg")
    expect(Buffer.from(image.bytes).includes(Buffer.from("<script>"))).toBe(false)
    expect(Buffer.from(image.bytes.subarray(-2)).toString("hex")).toBe("ffd9")
  })

  it("refuses a truncated JPEG, SVG, and bytes whose header and body disagree", async () => {
    expect(await reencodeImage(photo.subarray(0, Math.floor(photo.length * 0.7)))).toMatchObject({ code: "unreadable" })
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>")
    expect(await reencodeImage(svg)).toEqual({
      code: "wrong_type",
      message: "Envie uma imagem JPEG, PNG, WebP ou AVIF.",
    })
    // A PNG signature in front of a JPEG: the sniffer and the decoder must agree.
    const mislabelled = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), photo])
    expect(await reencodeImage(mislabelled)).toMatchObject({ code: "unreadable" })
    expect(await reencodeImage(svg, { wrongType: "Envie fotos em JPEG, PNG, WebP ou AVIF." })).toMatchObject({
      message: "Envie fotos em JPEG, PNG, WebP ou AVIF.",
    })
  })
})

describe("the local Storage server refuses malformed content types", () => {
  const refusal = (mimeType: string) => ({
    statusCode: "415",
    code: "InvalidMimeType",
    error: "invalid_mime_type",
    message: `mime type ${mimeType} is not supported`,
  })

  async function token(email: string) {
    const { createClient: plain } = await import("@supabase/supabase-js")
    const db = plain(local.url, local.config.anonKey, { auth: { persistSession: false, autoRefreshToken: false } })
    const { data, error } = await db.auth.signInWithPassword({ email, password: PASSWORD })
    if (error) throw error
    return data.session.access_token
  }

  it("refuses image/png/x as raw bytes and as a multipart part, in a bucket that takes image/png", async () => {
    const auth = { Authorization: `Bearer ${await token("membro@convergencia.test")}` }
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer()
    const raw = await fetch(`${local.url}/storage/v1/object/avatars/${MEMBER}/${randomUUID()}.png`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "image/png/x" },
      body: new Uint8Array(png),
    })
    expect(raw.status).toBe(400)
    expect(await raw.json()).toEqual(refusal("image/png/x"))

    const form = new FormData()
    form.append("cacheControl", "3600")
    form.append("", new Blob([new Uint8Array(png)], { type: "image/png/x" }))
    const multipart = await fetch(`${local.url}/storage/v1/object/avatars/${MEMBER}/${randomUUID()}.png`, {
      method: "POST",
      headers: auth,
      body: form,
    })
    expect(multipart.status).toBe(400)
    expect(await multipart.json()).toEqual(refusal("image/png/x"))

    const fine = await fetch(`${local.url}/storage/v1/object/avatars/${MEMBER}/${randomUUID()}.png`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "image/png" },
      body: new Uint8Array(png),
    })
    expect(fine.status).toBe(200)
  })

  it("refuses a malformed type in a bucket that takes any type, and keeps well-formed ones", async () => {
    const bucket = `any-type-${randomUUID().slice(0, 8)}`
    const service = { Authorization: `Bearer ${local.config.serviceRoleKey}`, apikey: local.config.serviceRoleKey }
    const created = await fetch(`${local.url}/storage/v1/bucket`, {
      method: "POST",
      headers: { ...service, "Content-Type": "application/json" },
      body: JSON.stringify({ id: bucket, name: bucket, public: false }),
    })
    expect(created.status).toBe(200)
    const put = (type: string) =>
      fetch(`${local.url}/storage/v1/object/${bucket}/${randomUUID()}`, {
        method: "POST",
        headers: { ...service, "Content-Type": type },
        body: "olá",
      })
    for (const bad of ["image/png/x", "image/", "text/plain;", "text plain"]) {
      const res = await put(bad)
      expect(res.status, bad).toBe(400)
      expect(await res.json(), bad).toEqual(refusal(bad))
    }
    for (const good of ["text/plain;charset=UTF-8", "application/octet-stream", 'text/plain; charset="utf-8"']) {
      expect((await put(good)).status, good).toBe(200)
    }
  })
})
