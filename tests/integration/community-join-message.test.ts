/**
 * The message a member may send with a request to join a by-request group (issue #31), through
 * /rest/v1 with the official client against the real local backend: it is stored with the
 * request, readable by the requester and by the group's moderators and admins only, never by
 * the group's other members (not even after the approval), and its length is limited by the
 * database whatever the app sends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { DEMO, type Db, join, newGroup, newPerson, signedIn } from "../helpers/community"

let local: LocalSupabase
let admin: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  admin = await signedIn(local, DEMO.admin.email)
})

afterAll(async () => {
  await local?.close()
})

const MESSAGE = "Oi! Tenho uma confeitaria em Salvador e quero aprender com o grupo."

// The table shows nobody the message column (issue #32); list_community_member_details shows
// it to the requester and the group's moderation.
async function readMessage(db: Db, groupId: string, userId: string) {
  const { data, error } = await db
    .rpc("list_community_member_details", { p_group_id: groupId })
    .select("user_id, request_message")
    .eq("user_id", userId)
  expect(error).toBeNull()
  return data
}

describe("a request's message", () => {
  it("is read by the requester, the moderators and admins, and by no other member", async () => {
    const group = await newGroup(admin, "request")
    const [moderator, insider, requester] = await Promise.all([
      newPerson(local, "moderadora"),
      newPerson(local, "participante"),
      newPerson(local, "pede"),
    ])
    await admin.rpc("set_community_moderator", { p_group_id: group.id, p_user_id: moderator.id, p_moderator: true })
    await moderator.db.rpc("invite_to_community_group", { p_group_id: group.id, p_email: insider.email })
    expect(await join(insider, group.id)).toBe("active")

    const { data, error } = await requester.db.rpc("join_community_group", {
      p_group_id: group.id,
      p_message: `  ${MESSAGE}  `,
    })
    expect(error).toBeNull()
    expect(data).toBe("pending")

    const expected = [{ user_id: requester.id, request_message: MESSAGE }]
    expect(await readMessage(requester.db, group.id, requester.id)).toEqual(expected)
    expect(await readMessage(moderator.db, group.id, requester.id)).toEqual(expected)
    expect(await readMessage(admin, group.id, requester.id)).toEqual(expected)
    expect(await readMessage(insider.db, group.id, requester.id)).toEqual([])

    // Approved, she is a co-member: her request's words stay between her and the moderation.
    expect(
      (
        await moderator.db.rpc("moderate_community_member", {
          p_group_id: group.id,
          p_user_id: requester.id,
          p_action: "approve",
        })
      ).error
    ).toBeNull()
    expect(await readMessage(insider.db, group.id, requester.id)).toEqual([])
    expect(
      (await insider.db.from("community_memberships").select("request_message").eq("group_id", group.id)).error?.code
    ).toBe("42501")
  })

  it("is optional, limited to 500 characters, and only for a by-request group", async () => {
    const [requestGroup, openGroup] = await Promise.all([newGroup(admin, "request"), newGroup(admin, "open")])
    const [quiet, verbose, opener] = await Promise.all([
      newPerson(local, "calada"),
      newPerson(local, "prolixa"),
      newPerson(local, "aberta"),
    ])
    expect(await join(quiet, requestGroup.id)).toBe("pending")
    expect(await readMessage(quiet.db, requestGroup.id, quiet.id)).toEqual([
      { user_id: quiet.id, request_message: null },
    ])

    const tooLong = await verbose.db.rpc("join_community_group", {
      p_group_id: requestGroup.id,
      p_message: "a".repeat(501),
    })
    expect(tooLong.error).toMatchObject({ code: "22023", hint: "request_message" })
    expect(await readMessage(verbose.db, requestGroup.id, verbose.id)).toEqual([])

    const open = await opener.db.rpc("join_community_group", { p_group_id: openGroup.id, p_message: MESSAGE })
    expect(open.data).toBe("active")
    expect(await readMessage(opener.db, openGroup.id, opener.id)).toEqual([
      { user_id: opener.id, request_message: null },
    ])
  })

  it("cannot be written directly", async () => {
    const group = await newGroup(admin, "request")
    const requester = await newPerson(local, "direta")
    expect(await join(requester, group.id)).toBe("pending")
    const { error } = await requester.db
      .from("community_memberships")
      .update({ request_message: "editada" } as never)
      .eq("group_id", group.id)
      .eq("user_id", requester.id)
    expect(error).not.toBeNull()
  })
})
