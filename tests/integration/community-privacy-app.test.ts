/**
 * Issue #32, privacy of community data, through the app's own reads and writes (lib/data/
 * community-*.ts) with each person's session, against the local backend: her mute and the
 * moderation panel still read what the table no longer shows, and a hidden group's cover is
 * stored privately and shown to its people through a signed URL the browser can open, while a
 * listed group's cover stays public. Only next/headers' cookie jar is stood in for (no request
 * here); nothing of ours is mocked.
 */
import type { WebSocketLikeConstructor } from "@supabase/realtime-js"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import WebSocket from "ws"
import type * as CommunityAdmin from "@/lib/data/community-admin"
import type * as CommunityGroups from "@/lib/data/community-groups"
import type * as CommunityMembership from "@/lib/data/community-membership"
import type * as CommunityModeration from "@/lib/data/community-moderation"
import type * as CommunityPosts from "@/lib/data/community-posts"
import type { createClient as CreateClient } from "@/lib/supabase/server"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { cookieJar as jar } from "@/tests/helpers/request-scope"

vi.mock("next/headers", async () => (await import("@/tests/helpers/request-scope")).nextHeaders)
vi.mock("next/server", async (original) => ({ ...(await original<object>()), connection: async () => {} }))

const PASSWORD = "demo-convergencia"
const ADMIN = "00000000-0000-4000-a000-000000000001"
const MEMBRA = "00000000-0000-4000-a000-000000000004"
/** Seeded: the hidden "Círculo de Lideranças", moderated by admin@, membra@ invited. */
const HIDDEN = "c1000000-0000-4000-a000-000000000006"
/** Seeded: the open "Finanças para MEI", moderated by editora@, membro@ a member. */
const FINANCE = "c1000000-0000-4000-a000-000000000001"
/** Seeded: FINANCE's "DAS atrasado…", opened by membro@. */
const MEMBER_TOPIC = "c2000000-0000-4000-a000-000000000002"
const MEMBRO = "00000000-0000-4000-a000-000000000003"
const EDITORA = "00000000-0000-4000-a000-000000000002"

let local: LocalSupabase
let community: typeof CommunityAdmin &
  typeof CommunityGroups &
  typeof CommunityMembership &
  typeof CommunityModeration &
  typeof CommunityPosts
let createClient: typeof CreateClient
let png: Buffer

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url
  process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = local.config.anonKey
  process.env.SUPABASE_SERVICE_ROLE_KEY = local.config.serviceRoleKey
  delete process.env.SUPABASE_URL
  delete process.env.SUPABASE_SECRET_KEY
  ;(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket as unknown as WebSocketLikeConstructor
  community = {
    ...(await import("@/lib/data/community-admin")),
    ...(await import("@/lib/data/community-groups")),
    ...(await import("@/lib/data/community-membership")),
    ...(await import("@/lib/data/community-moderation")),
    ...(await import("@/lib/data/community-posts")),
  }
  ;({ createClient } = await import("@/lib/supabase/server"))
  png = await sharp({ create: { width: 32, height: 18, channels: 3, background: "#3a7d6b" } })
    .png()
    .toBuffer()
})

afterAll(async () => {
  await local?.close()
})

async function signIn(email: string) {
  jar.clear()
  const supabase = await createClient()
  const { error } = await supabase.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
}

const coverFile = () => new File([new Uint8Array(png)], "capa.png", { type: "image/png" })

describe("memberships read through the app", () => {
  it("keep her standing and the moderation panel working without the table's moderation columns", async () => {
    await signIn("membra@convergencia.test")
    expect(await community.getMembership(HIDDEN, MEMBRA)).toEqual({
      status: "invited",
      role: "member",
      mutedUntil: null,
    })
    expect((await community.listMyMemberships(MEMBRA))[HIDDEN]?.status).toBe("invited")

    await signIn("admin@convergencia.test")
    const members = await community.listMembersForModeration(HIDDEN)
    expect(members.find((member) => member.userId === MEMBRA)).toMatchObject({ status: "invited", reason: null })
    expect(members.find((member) => member.userId === ADMIN)?.role).toBe("moderator")
  })
})

describe("pictures in messages", () => {
  it("are stored privately, saved at their lasting address, and shown to readers through signed URLs", async () => {
    await signIn("membro@convergencia.test")
    const { reencodeImage } = await import("@/lib/images/reencode")
    const image = await reencodeImage(new Uint8Array(png))
    if ("message" in image) throw new Error(image.message)
    const signed = await community.storeCommunityImage(FINANCE, MEMBRO, image.bytes, image.type)
    expect(signed).toMatch(
      new RegExp(`^${local.url}/storage/v1/object/sign/private-community-images/${FINANCE}/${MEMBRO}/`)
    )
    expect((await fetch(signed!)).status).toBe(200)

    // What the editor sends back is saved with the stored address, never the token.
    const { storableCommunityHtml, sanitizeCommunityHtml } = await import("@/lib/community-html")
    const body = storableCommunityHtml(sanitizeCommunityHtml(`<p>Minha vitrine:</p><p><img src="${signed}"></p>`))
    expect(body).not.toContain("token=")
    expect(body).toContain(
      `${local.url}/storage/v1/object/authenticated/private-community-images/${FINANCE}/${MEMBRO}/`
    )
    const { data: postId, error } = await community.createReply(MEMBER_TOPIC, body, [])
    expect(error).toBeNull()

    // Another member of the group reads it through a fresh signed URL.
    await signIn("editora@convergencia.test")
    const post = (await community.getPost(postId!, EDITORA))!
    const src = /<img src="([^"]+)"/.exec(post.html)?.[1]?.replace(/&amp;/g, "&")
    expect(src).toMatch(new RegExp(`^${local.url}/storage/v1/object/sign/private-community-images/`))
    expect((await fetch(src!)).status).toBe(200)
    // The stored address itself opens nothing without a session.
    expect((await fetch(body.match(/src="([^"]+)"/)![1]!)).status).toBeGreaterThanOrEqual(400)
  })
})

describe("covers", () => {
  it("of a hidden group go to the private bucket and reach its people through a signed URL", async () => {
    await signIn("admin@convergencia.test")
    const stored = await community.storeGroupCover(HIDDEN, coverFile())
    if ("message" in stored) throw new Error(stored.message)
    expect(stored.url).toMatch(/\/storage\/v1\/object\/authenticated\/private-group-covers\//)
    expect((await fetch(stored.url)).status).toBeGreaterThanOrEqual(400)
    const group = (await community.getGroupById(HIDDEN))!
    expect((await community.saveGroup({ ...group, coverUrl: stored.url })).error).toBeNull()

    // The invited member sees the group and its cover.
    await signIn("membra@convergencia.test")
    const seen = await community.getGroupById(HIDDEN)
    expect(seen?.coverUrl).toBe(stored.url)
    expect(seen?.coverSrc).toMatch(
      new RegExp(`^${local.url}/storage/v1/object/sign/private-group-covers/${HIDDEN}/.+\\?token=`)
    )
    const response = await fetch(seen!.coverSrc!)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^image\//)

    // Someone outside neither sees the group nor can read the stored address.
    await signIn("membro@convergencia.test")
    expect(await community.getGroupById(HIDDEN)).toBeNull()
    const { data } = await (
      await createClient()
    ).storage
      .from("private-group-covers")
      .createSignedUrl(stored.url.split("/private-group-covers/")[1]!, 60)
    expect(data).toBeNull()
  })

  it("of a listed group stay public, and move to the private bucket when an admin hides the group", async () => {
    await signIn("admin@convergencia.test")
    const group = await community.getGroupById(FINANCE)
    const stored = await community.storeGroupCover(FINANCE, coverFile())
    if ("message" in stored) throw new Error(stored.message)
    expect(stored.url).toMatch(/\/storage\/v1\/object\/public\/group-covers\//)
    expect((await fetch(stored.url)).status).toBe(200)

    const moved = await community.coverForKind(FINANCE, stored.url, "hidden")
    expect(moved).toMatch(/\/storage\/v1\/object\/authenticated\/private-group-covers\//)
    expect((await fetch(stored.url)).status).toBeGreaterThanOrEqual(400)
    expect((await community.saveGroup({ ...group!, kind: "hidden", coverUrl: moved })).error).toBeNull()
    // And back: listed again, the cover is public again.
    const back = await community.coverForKind(FINANCE, moved, "open")
    expect(back).toMatch(/\/storage\/v1\/object\/public\/group-covers\//)
    expect((await fetch(back!)).status).toBe(200)
    expect((await community.saveGroup({ ...group!, kind: "open", coverUrl: back })).error).toBeNull()
  })
})
