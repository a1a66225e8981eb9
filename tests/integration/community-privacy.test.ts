/**
 * Issue #32, privacy of community data, through /rest/v1 and /storage/v1 as the real roles
 * against the local backend: co-members read only harmless columns of each other's memberships
 * (mute, reason, inviter and request message only for herself, the group's moderators and
 * admins); an invitation by e-mail answers the same whether or not an account has the address;
 * a hidden group's cover is in a private bucket only its people read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { clientOf, DEMO, type Db, join, newGroup, newPerson, signedIn } from "../helpers/community"

let local: LocalSupabase
let service: Db
let visitor: Db
let admin: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  visitor = clientOf(local, local.config.anonKey)
  admin = await signedIn(local, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

/** A group with a moderator, an invited-then-active member and a muted member. */
async function groupWithMute(kind: "open" | "hidden" = "open") {
  const group = await newGroup(admin, kind)
  const moderator = await newPerson(local, "moderadora")
  const insider = await newPerson(local, "participante")
  const muted = await newPerson(local, "silenciada")
  expect(
    (await admin.rpc("set_community_moderator", { p_group_id: group.id, p_user_id: moderator.id, p_moderator: true }))
      .error
  ).toBeNull()
  for (const person of [insider, muted]) {
    expect(
      (await moderator.db.rpc("invite_to_community_group", { p_group_id: group.id, p_email: person.email })).error
    ).toBeNull()
    expect(await join(person, group.id)).toBe("active")
  }
  const mute = await moderator.db.rpc("moderate_community_member", {
    p_group_id: group.id,
    p_user_id: muted.id,
    p_action: "mute",
    p_until: new Date(Date.now() + 86_400_000).toISOString(),
    p_reason: "Divulgação repetida.",
  })
  expect(mute.error).toBeNull()
  return { group, moderator, insider, muted }
}

describe("memberships: co-members read harmless columns only", () => {
  it("refuses the moderation columns of the table to members, and shows names, roles and standing", async () => {
    const { group, insider, muted } = await groupWithMute()
    for (const column of ["moderation_reason", "invited_by", "muted_until", "request_message", "*"]) {
      const { data, error } = await insider.db.from("community_memberships").select(column).eq("group_id", group.id)
      expect(error?.code, column).toBe("42501")
      expect(data).toBeNull()
    }
    // Filtering on a hidden column is reading it too.
    const filtered = await insider.db
      .from("community_memberships")
      .select("user_id")
      .eq("group_id", group.id)
      .not("moderation_reason", "is", null)
    expect(filtered.error?.code).toBe("42501")
    const harmless = await insider.db
      .from("community_memberships")
      .select("user_id, member_name, member_avatar_url, role, status")
      .eq("group_id", group.id)
    expect(harmless.error).toBeNull()
    expect(harmless.data?.map((row) => row.user_id)).toContain(muted.id)
  })

  it("shows her own mute, reason and inviter to herself, and others' to moderators and admins only", async () => {
    const { group, moderator, insider, muted } = await groupWithMute()
    const details = (db: Db) =>
      db.rpc("list_community_member_details", { p_group_id: group.id }).select("user_id, moderation_reason, invited_by")

    const own = await details(muted.db)
    expect(own.error).toBeNull()
    expect(own.data).toEqual([
      { user_id: muted.id, moderation_reason: "Divulgação repetida.", invited_by: moderator.id },
    ])

    const coMember = await details(insider.db)
    expect(coMember.data?.map((row) => row.user_id)).toEqual([insider.id])

    for (const db of [moderator.db, admin]) {
      const { data, error } = await details(db)
      expect(error).toBeNull()
      expect(data?.find((row) => row.user_id === muted.id)).toEqual({
        user_id: muted.id,
        moderation_reason: "Divulgação repetida.",
        invited_by: moderator.id,
      })
    }

    const outsider = await newPerson(local, "de-fora")
    expect((await details(outsider.db)).data).toEqual([])
    expect((await visitor.rpc("list_community_member_details", { p_group_id: group.id })).error?.code).toBe("42501")
  })
})

describe("invitations by e-mail", () => {
  it("answer alike whether or not the address has an account, and the invited account is told", async () => {
    const group = await newGroup(admin, "hidden")
    const moderator = await newPerson(local, "moderadora")
    await admin.rpc("set_community_moderator", { p_group_id: group.id, p_user_id: moderator.id, p_moderator: true })
    const guest = await newPerson(local, "convidada")
    const invite = (email: string) =>
      moderator.db.rpc("invite_to_community_group", { p_group_id: group.id, p_email: email })

    const unknown = await invite(`ninguem-${group.slug}@exemplo.com.br`)
    const known = await invite(guest.email)
    const again = await invite(guest.email)
    expect(unknown.error).toBeNull()
    expect(known).toMatchObject({ data: unknown.data, error: null, status: unknown.status })
    expect(again).toMatchObject({ data: unknown.data, error: null, status: unknown.status })
    expect(await join(guest, group.id)).toBe("active")
    // Already a member: the same answer again.
    expect(await invite(guest.email)).toMatchObject({ data: unknown.data, error: null, status: unknown.status })

    const { data: notes } = await service
      .from("notifications")
      .select("data")
      .eq("user_id", guest.id)
      .eq("data->>event", "community_invitation")
    expect(notes?.length).toBeGreaterThan(0)
  })

  it("do not show a moderator who the invited account is (admins still see invitations)", async () => {
    const group = await newGroup(admin, "hidden")
    const moderator = await newPerson(local, "moderadora")
    await admin.rpc("set_community_moderator", { p_group_id: group.id, p_user_id: moderator.id, p_moderator: true })
    const guest = await newPerson(local, "convidada")
    await moderator.db.rpc("invite_to_community_group", { p_group_id: group.id, p_email: guest.email })
    const rows = await moderator.db.from("community_memberships").select("user_id").eq("group_id", group.id)
    expect(rows.data?.map((row) => row.user_id)).toEqual([moderator.id])
    const details = await moderator.db.rpc("list_community_member_details", { p_group_id: group.id }).select("user_id")
    expect(details.data?.map((row) => row.user_id)).toEqual([moderator.id])
    const asAdmin = await admin.from("community_memberships").select("user_id, status").eq("group_id", group.id)
    expect(asAdmin.data).toContainEqual({ user_id: guest.id, status: "invited" })
    // She herself sees her invitation.
    expect(
      (await guest.db.from("community_memberships").select("status").eq("group_id", group.id).eq("user_id", guest.id))
        .data
    ).toEqual([{ status: "invited" }])
  })
})

describe("hidden groups' covers", () => {
  const PNG = Uint8Array.from(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64"
    )
  )

  it("live in a private bucket that only the group's people read, through signed URLs", async () => {
    const { group, moderator, insider } = await groupWithMute("hidden")
    const outsider = await newPerson(local, "curiosa")
    const path = `${group.id}/capa-${crypto.randomUUID()}.png`
    const bucket = "private-group-covers"
    expect(
      (await moderator.db.storage.from(bucket).upload(path, PNG, { contentType: "image/png", upsert: false })).error
    ).toBeNull()
    expect(
      (await insider.db.storage.from(bucket).upload(`${group.id}/minha.png`, PNG, { contentType: "image/png" })).error
    ).not.toBeNull()

    // No public address.
    const publicUrl = visitor.storage.from(bucket).getPublicUrl(path).data.publicUrl
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400)
    // Outsiders and visitors neither download nor sign it.
    expect((await outsider.db.storage.from(bucket).download(path)).data).toBeNull()
    expect((await outsider.db.storage.from(bucket).createSignedUrl(path, 60)).data).toBeNull()
    expect((await visitor.storage.from(bucket).createSignedUrl(path, 60)).data).toBeNull()
    // Members get a short-lived address that works without a session.
    const signed = await insider.db.storage.from(bucket).createSignedUrl(path, 60)
    expect(signed.error).toBeNull()
    const response = await fetch(signed.data!.signedUrl)
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG)
    expect((await admin.storage.from(bucket).download(path)).data).not.toBeNull()

    // Its cover_url is the private address; a public-bucket address is refused for a hidden group.
    const saveCover = (cover: string) =>
      admin.rpc("save_community_group", {
        p_id: group.id,
        p_name: `Grupo ${group.slug}`,
        p_slug: group.slug,
        p_description: "Um grupo para os testes.",
        p_kind: "hidden",
        p_category: "tematico",
        p_cover_url: cover,
      })
    expect((await saveCover(`${local.url}/storage/v1/object/authenticated/${bucket}/${path}`)).error).toBeNull()
    const leaked = await saveCover(`${local.url}/storage/v1/object/public/group-covers/${group.id}/capa.png`)
    expect(leaked.error).toMatchObject({ code: "22023", hint: "private_cover" })
  })

  it("message pictures of every group are read by its readers only", async () => {
    const { group, moderator, insider } = await groupWithMute("open")
    const outsider = await newPerson(local, "curiosa")
    const bucket = "private-community-images"
    const path = `${group.id}/${insider.id}/foto-${crypto.randomUUID()}.png`
    const put = (db: Db, name: string) =>
      db.storage.from(bucket).upload(name, PNG, { contentType: "image/png", upsert: false })
    expect((await put(insider.db, path)).error).toBeNull()
    // Only in her own folder of a group she reads.
    expect((await put(insider.db, `${group.id}/${moderator.id}/foto.png`)).error).not.toBeNull()
    expect((await put(outsider.db, `${group.id}/${outsider.id}/foto.png`)).error).not.toBeNull()

    expect((await fetch(visitor.storage.from(bucket).getPublicUrl(path).data.publicUrl)).status).toBeGreaterThanOrEqual(
      400
    )
    expect((await outsider.db.storage.from(bucket).createSignedUrl(path, 60)).data).toBeNull()
    expect((await visitor.storage.from(bucket).createSignedUrl(path, 60)).data).toBeNull()
    for (const db of [moderator.db, admin]) {
      const signed = await db.storage.from(bucket).createSignedUrl(path, 60)
      expect(signed.error).toBeNull()
      expect((await fetch(signed.data!.signedUrl)).status).toBe(200)
    }
  })

  it("listed groups' covers stay public", async () => {
    const group = await newGroup(admin, "open")
    const path = `${group.id}/capa.png`
    expect(
      (await admin.storage.from("group-covers").upload(path, PNG, { contentType: "image/png", upsert: false })).error
    ).toBeNull()
    expect((await fetch(visitor.storage.from("group-covers").getPublicUrl(path).data.publicUrl)).status).toBe(200)
  })
})
