/**
 * The community (issue #21) through /rest/v1 with the official client, against the real local
 * backend, for each kind of caller: visitor, a member outside the group, a group member, the
 * group's moderator, the blog editor (no community rights by being one) and an administrator.
 * What the database must refuse whatever the UI does: reading a by-request or hidden group's
 * discussions from outside, posting where one is not a member, editing someone else's post,
 * raising one's own standing, posting while muted or removed. The row-count matrix of every
 * table and function is in ./community-matrix.ts (run by db-rls-matrix and db-matrix-supabase-js).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server"
import { COMMUNITY } from "./community-matrix"
import {
  clientOf,
  DEMO,
  type Db,
  join,
  newGroup,
  newPerson,
  type Person,
  reply,
  signedIn,
  topic,
} from "../helpers/community"

let local: LocalSupabase
let service: Db
let visitor: Db
let admin: Db
let editor: Db

beforeAll(async () => {
  local = await startLocalSupabase({ dataDir: "memory://", port: 0, quiet: true })
  service = clientOf(local, local.config.serviceRoleKey)
  visitor = clientOf(local, local.config.anonKey)
  ;[admin, editor] = await Promise.all([signedIn(local, DEMO.admin.email), signedIn(local, DEMO.editor.email)])
})

afterAll(async () => {
  await local?.close()
})

/** A fresh group with a moderator (appointed by the admin) and one ordinary member. */
async function staffedGroup(kind: "open" | "request" | "hidden" = "open") {
  const group = await newGroup(admin, kind)
  const moderator = await newPerson(local, "moderadora")
  const insider = await newPerson(local, "participante")
  expect(
    (await admin.rpc("set_community_moderator", { p_group_id: group.id, p_user_id: moderator.id, p_moderator: true }))
      .error
  ).toBeNull()
  if (kind === "open") await join(insider, group.id)
  else {
    expect(
      (await moderator.db.rpc("invite_to_community_group", { p_group_id: group.id, p_email: insider.email })).error
    ).toBeNull()
    expect(await join(insider, group.id)).toBe("active")
  }
  return { group, moderator, insider }
}

async function notificationsOf(userId: string) {
  const { data, error } = await service
    .from("notifications")
    .select("type, title, message, action_url, data")
    .eq("user_id", userId)
    .order("created_at")
  if (error) throw error
  return data
}

describe("visitors", () => {
  it("see the listed groups with their public figures, and no discussion at all", async () => {
    const { data, error } = await visitor.from("community_groups").select("slug, kind, members_count, last_activity_at")
    expect(error).toBeNull()
    expect(data!.map((g) => g.kind).sort()).toEqual(["open", "open", "open", "open", "request"])
    expect(data!.find((g) => g.slug === "financas-para-mei")?.members_count).toBe(8)
    for (const table of [
      "community_topics",
      "community_posts",
      "community_memberships",
      "community_reports",
    ] as const) {
      const { error: refused, status } = await visitor.from(table).select("*")
      expect(refused?.code, table).toBe("42501")
      expect(status).toBe(401)
    }
    const joined = await visitor.rpc("join_community_group", { p_group_id: COMMUNITY.finance })
    expect(joined.error?.code).toBe("42501")
  })
})

describe("members outside a group", () => {
  it("cannot read a by-request or hidden group's discussions, nor see a hidden group", async () => {
    const outsider = await newPerson(local, "visitante")
    const { group: requestGroup } = await staffedGroup("request")
    const { group: hiddenGroup, insider } = await staffedGroup("hidden")
    await topic(insider, hiddenGroup.id, "Assunto reservado")

    const groups = await outsider.db.from("community_groups").select("id").in("id", [requestGroup.id, hiddenGroup.id])
    expect(groups.data).toEqual([{ id: requestGroup.id }])
    for (const id of [requestGroup.id, hiddenGroup.id, COMMUNITY.request]) {
      expect((await outsider.db.from("community_topics").select("id").eq("group_id", id)).data).toEqual([])
      expect((await outsider.db.from("community_posts").select("id").eq("group_id", id)).data).toEqual([])
    }
    // Nor the topics list function, which runs with her rights.
    expect((await outsider.db.rpc("list_community_topics", { p_group_id: hiddenGroup.id })).data).toEqual([])
    // A hidden group answers as if it did not exist.
    expect((await outsider.db.rpc("join_community_group", { p_group_id: hiddenGroup.id })).error?.code).toBe("PT404")
  })

  it("cannot post in a group she is not in, directly or through the functions", async () => {
    const outsider = await newPerson(local, "intrusa")
    const direct = await outsider.db
      .from("community_posts")
      .insert({
        topic_id: COMMUNITY.memberTopic,
        group_id: COMMUNITY.finance,
        author_id: outsider.id,
        author_name: "Intrusa",
        body: "<p>Oi</p>",
      })
      .select("id")
    expect(direct.error?.code).toBe("42501")
    const newTopic = await outsider.db.rpc("create_community_topic", {
      p_group_id: COMMUNITY.finance,
      p_title: "Entrando sem ser membro",
      p_body: "<p>x</p>",
      p_mentions: [],
    })
    expect(newTopic.error).toMatchObject({ code: "42501", hint: "not_member" })
    const answer = await reply(outsider, COMMUNITY.memberTopic)
    expect(answer.error).toMatchObject({ code: "42501", hint: "not_member" })
    const { count } = await service
      .from("community_posts")
      .select("id", { count: "exact", head: true })
      .eq("author_id", outsider.id)
    expect(count).toBe(0)
  })
})

describe("group members", () => {
  it("read their group's discussions and post in it, with the database keeping the counters", async () => {
    const { group, insider } = await staffedGroup()
    const before = (
      await insider.db.from("community_groups").select("members_count, replies_count").eq("id", group.id).single()
    ).data
    expect(before).toEqual({ members_count: 2, replies_count: 0 })
    const topicId = await topic(insider, group.id)
    const other = await newPerson(local, "outra")
    await join(other, group.id)
    expect((await reply(other, topicId)).error).toBeNull()
    const after = (
      await insider.db
        .from("community_groups")
        .select("members_count, topics_count, replies_count")
        .eq("id", group.id)
        .single()
    ).data
    expect(after).toEqual({ members_count: 3, topics_count: 1, replies_count: 1 })
    const { data: topicRow } = await insider.db
      .from("community_topics")
      .select("replies_count")
      .eq("id", topicId)
      .single()
    expect(topicRow).toEqual({ replies_count: 1 })
  })

  it("joining an open group gives the community_member role", async () => {
    const person = await newPerson(local, "novata")
    const { group } = await staffedGroup()
    expect(await join(person, group.id)).toBe("active")
    const { data } = await service.from("profiles").select("roles").eq("id", person.id).single()
    expect(data?.roles).toContain("community_member")
    // Leaving keeps the role (it is hers now), and ends her reading.
    expect((await person.db.rpc("leave_community_group", { p_group_id: group.id })).data).toBe(true)
    expect((await person.db.from("community_topics").select("id").eq("group_id", group.id)).data).toEqual([])
  })

  it("cannot edit or delete someone else's post, nor raise her own standing", async () => {
    const { group, insider } = await staffedGroup()
    const author = await newPerson(local, "autora")
    await join(author, group.id)
    const topicId = await topic(author, group.id)
    const { data: opening } = await author.db.from("community_posts").select("id").eq("topic_id", topicId).single()

    const update = await insider.db
      .from("community_posts")
      .update({ body: "<p>Mudei</p>" })
      .eq("id", opening!.id)
      .select("id")
    expect(update.error?.code).toBe("42501")
    const edit = await insider.db.rpc("edit_community_post", {
      p_post_id: opening!.id,
      p_body: "<p>Mudei</p>",
      p_title: null as unknown as string,
    })
    expect(edit.error).toMatchObject({ code: "42501", hint: "not_author" })
    const remove = await insider.db.rpc("delete_community_post", { p_post_id: opening!.id })
    expect(remove.error).toMatchObject({ code: "42501", hint: "not_author" })

    const raise = await insider.db
      .from("community_memberships")
      .update({ role: "moderator" })
      .eq("group_id", group.id)
      .eq("user_id", insider.id)
      .select("role")
    expect(raise.error?.code).toBe("42501")
    const hide = await insider.db.rpc("moderate_community_post", {
      p_post_id: opening!.id,
      p_hide: true,
      p_reason: "Não gostei",
    })
    expect(hide.error).toMatchObject({ code: "42501", hint: "not_moderator" })
    const { data: standing } = await service
      .from("community_memberships")
      .select("role, status")
      .eq("group_id", group.id)
      .eq("user_id", insider.id)
      .single()
    expect(standing).toEqual({ role: "member", status: "active" })
    const { data: body } = await service
      .from("community_posts")
      .select("body, edited_at")
      .eq("id", opening!.id)
      .single()
    expect(body).toEqual({ body: "<p>Começando a conversa.</p>", edited_at: null })
  })

  it("edit their own posts (marked edited) and delete their replies", async () => {
    const { group, insider } = await staffedGroup()
    const topicId = await topic(insider, group.id)
    const { data: opening } = await insider.db.from("community_posts").select("id").eq("topic_id", topicId).single()
    const edit = await insider.db.rpc("edit_community_post", {
      p_post_id: opening!.id,
      p_body: "<p>Corrigido</p>",
      p_title: "Título corrigido",
    })
    expect(edit.data).toBe(true)
    const { data: edited } = await insider.db
      .from("community_posts")
      .select("body, edited_at")
      .eq("id", opening!.id)
      .single()
    expect(edited?.body).toBe("<p>Corrigido</p>")
    expect(edited?.edited_at).not.toBeNull()
    expect((await insider.db.from("community_topics").select("title").eq("id", topicId).single()).data?.title).toBe(
      "Título corrigido"
    )

    const answer = await reply(insider, topicId)
    expect((await insider.db.rpc("delete_community_post", { p_post_id: answer.data! })).data).toBe("deleted")
    // The opening post of a topic nobody answered takes the topic with it.
    expect((await insider.db.rpc("delete_community_post", { p_post_id: opening!.id })).data).toBe("topic_deleted")
    expect((await insider.db.from("community_topics").select("id").eq("id", topicId)).data).toEqual([])
  })

  it("give one apoio per post, counted by the database", async () => {
    const { group, insider } = await staffedGroup()
    const topicId = await topic(insider, group.id)
    const { data: opening } = await insider.db.from("community_posts").select("id").eq("topic_id", topicId).single()
    const fan = await newPerson(local, "apoiadora")
    await join(fan, group.id)
    expect((await fan.db.rpc("toggle_community_support", { p_post_id: opening!.id })).data).toEqual([
      { supported: true, support_count: 1 },
    ])
    const direct = await fan.db.from("community_reactions").insert({ post_id: opening!.id, user_id: fan.id })
    expect(direct.error?.code).toBe("42501")
    expect((await fan.db.rpc("toggle_community_support", { p_post_id: opening!.id })).data).toEqual([
      { supported: false, support_count: 0 },
    ])
  })

  it("are held to five messages a minute, whichever way they post", async () => {
    const { group, insider } = await staffedGroup()
    const topicId = await topic(insider, group.id)
    for (let i = 0; i < 4; i++) expect((await reply(insider, topicId, `<p>Mensagem ${i}</p>`)).error).toBeNull()
    const sixth = await reply(insider, topicId, "<p>Mais uma</p>")
    expect(sixth.error).toMatchObject({ code: "P0001", hint: "rate_limited" })
    const another = await insider.db.rpc("create_community_topic", {
      p_group_id: group.id,
      p_title: "Outro assunto",
      p_body: "",
      p_mentions: [],
    })
    expect(another.error).toMatchObject({ code: "P0001", hint: "rate_limited" })
  })

  it("get notified of replies to their topic and of mentions, once each, never of their own messages", async () => {
    const { group, insider } = await staffedGroup()
    const mentioned = await newPerson(local, "mencionada")
    const outsider = await newPerson(local, "de-fora")
    await join(mentioned, group.id)
    const topicId = await topic(insider, group.id, "Quem indica contadora?")
    const replier = await newPerson(local, "respondeu")
    await join(replier, group.id)
    // The topic's author is mentioned too: one notification for her, not two. The outsider is not a member: none.
    expect(
      (await reply(replier, topicId, "<p>@fulana ajuda aqui</p>", [mentioned.id, insider.id, outsider.id, replier.id]))
        .error
    ).toBeNull()

    const toAuthor = await notificationsOf(insider.id)
    expect(toAuthor.filter((n) => n.type === "new_message")).toEqual([
      expect.objectContaining({
        title: `${replier.name} mencionou você`,
        action_url: expect.stringMatching(new RegExp(`^/comunidade/${group.slug}/${topicId}#mensagem-`)),
      }),
    ])
    expect((await notificationsOf(mentioned.id)).filter((n) => n.type === "new_message")).toHaveLength(1)
    expect((await notificationsOf(outsider.id)).filter((n) => n.type === "new_message")).toHaveLength(0)
    expect((await notificationsOf(replier.id)).filter((n) => n.type === "new_message")).toHaveLength(0)

    // Without a mention, the topic's author hears of a reply as a reply.
    expect((await reply(mentioned, topicId, "<p>Eu indico!</p>")).error).toBeNull()
    expect((await notificationsOf(insider.id)).filter((n) => n.type === "new_message").map((n) => n.title)).toEqual([
      `${replier.name} mencionou você`,
      'Nova resposta em "Quem indica contadora?"',
    ])
  })

  it("keep an unread marker per topic, and see their conversations", async () => {
    const { group, insider } = await staffedGroup()
    const other = await newPerson(local, "conversa")
    await join(other, group.id)
    const topicId = await topic(insider, group.id, "Conversa com marcador")
    await reply(other, topicId)
    await reply(other, topicId)
    const unread = async () =>
      (await insider.db.rpc("list_community_topics", { p_group_id: group.id })).data?.find((t) => t.id === topicId)
        ?.unread_count
    expect(await unread()).toBe(2)
    expect((await insider.db.rpc("mark_community_topic_read", { p_topic_id: topicId })).error).toBeNull()
    expect(await unread()).toBe(0)
    await reply(other, topicId)
    const { data: conversations } = await insider.db.rpc("my_community_conversations", { p_limit: 8 })
    expect(conversations).toEqual([
      expect.objectContaining({
        topic_id: topicId,
        group_slug: group.slug,
        unread_count: 1,
        title: "Conversa com marcador",
      }),
    ])
  })
})

describe("moderators", () => {
  it("hide a reported post: its text leaves the readable table, the reason shows, reports close, the author is told", async () => {
    const { group, moderator, insider } = await staffedGroup()
    const author = await newPerson(local, "autora-denunciada")
    await join(author, group.id)
    const topicId = await topic(insider, group.id)
    const { data: postId } = await reply(author, topicId, "<p>Compre meu curso milagroso!</p>")
    const report = await insider.db.rpc("report_community_post", {
      p_post_id: postId!,
      p_reason: "Propaganda enganosa",
    })
    expect(report.error).toBeNull()
    expect((await notificationsOf(moderator.id)).map((n) => n.title)).toContain("Nova denúncia na comunidade")
    // The reporter sees her report; the author does not.
    expect((await insider.db.from("community_reports").select("id")).data).toEqual([{ id: report.data }])
    expect((await author.db.from("community_reports").select("id")).data).toEqual([])

    expect(
      (
        await moderator.db.rpc("moderate_community_post", {
          p_post_id: postId!,
          p_hide: true,
          p_reason: "Propaganda não é permitida.",
        })
      ).data
    ).toBe(true)
    for (const reader of [insider.db, author.db]) {
      const { data } = await reader
        .from("community_posts")
        .select("body, hidden_reason, hidden_at")
        .eq("id", postId!)
        .single()
      expect(data).toEqual({ body: "", hidden_reason: "Propaganda não é permitida.", hidden_at: expect.any(String) })
    }
    expect(
      (await service.from("community_reports").select("status").eq("id", report.data!).single()).data?.status
    ).toBe("resolved")
    expect(await notificationsOf(author.id)).toContainEqual(
      expect.objectContaining({
        title: "Sua mensagem foi ocultada",
        message: expect.stringContaining("Propaganda não é permitida."),
      })
    )
    const { data: audit } = await admin.from("audit_log").select("action, target_id, details").eq("target_id", group.id)
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: "community.post_hide",
        details: expect.objectContaining({ reason: "Propaganda não é permitida." }),
      })
    )

    // Showing it again brings the text back.
    expect(
      (
        await moderator.db.rpc("moderate_community_post", {
          p_post_id: postId!,
          p_hide: false,
          p_reason: null as unknown as string,
        })
      ).data
    ).toBe(true)
    expect((await insider.db.from("community_posts").select("body").eq("id", postId!).single()).data?.body).toBe(
      "<p>Compre meu curso milagroso!</p>"
    )
  })

  it("lock a topic, mute a member for a period and remove one; muted and removed members cannot post", async () => {
    const { group, moderator, insider } = await staffedGroup()
    const topicId = await topic(moderator, group.id)

    expect(
      (await moderator.db.rpc("set_community_topic_flags", { p_topic_id: topicId, p_pinned: true, p_locked: true }))
        .error
    ).toBeNull()
    expect((await reply(insider, topicId)).error).toMatchObject({ code: "42501", hint: "locked" })
    expect((await reply(moderator, topicId)).error).toBeNull()
    await moderator.db.rpc("set_community_topic_flags", {
      p_topic_id: topicId,
      p_pinned: null as unknown as boolean,
      p_locked: false,
    })

    const until = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const mute = await moderator.db.rpc("moderate_community_member", {
      p_group_id: group.id,
      p_user_id: insider.id,
      p_action: "mute",
      p_until: until,
      p_reason: "Spam",
    })
    expect(mute.data).toBe("mute")
    expect((await reply(insider, topicId)).error).toMatchObject({ code: "42501", hint: "muted" })
    const stillMuted = await insider.db
      .from("community_memberships")
      .update({ muted_until: null })
      .eq("group_id", group.id)
      .eq("user_id", insider.id)
    expect(stillMuted.error?.code).toBe("42501")
    await moderator.db.rpc("moderate_community_member", {
      p_group_id: group.id,
      p_user_id: insider.id,
      p_action: "unmute",
      p_until: null as unknown as string,
      p_reason: null as unknown as string,
    })
    expect((await reply(insider, topicId)).error).toBeNull()

    await moderator.db.rpc("moderate_community_member", {
      p_group_id: group.id,
      p_user_id: insider.id,
      p_action: "remove",
      p_until: null as unknown as string,
      p_reason: "Desrespeito",
    })
    expect((await insider.db.from("community_topics").select("id").eq("group_id", group.id)).data).toEqual([])
    expect((await insider.db.rpc("join_community_group", { p_group_id: group.id })).error).toMatchObject({
      code: "42501",
      hint: "removed",
    })
    expect((await reply(insider, topicId)).error).toMatchObject({ code: "42501", hint: "not_member" })
  })

  it("approve requests to a by-request group; the requester waits outside until then", async () => {
    const { group, moderator } = await staffedGroup("request")
    const applicant = await newPerson(local, "pedinte")
    expect(await join(applicant, group.id)).toBe("pending")
    expect((await notificationsOf(moderator.id)).map((n) => n.title)).toContain("Novo pedido de participação")
    expect(
      (
        await applicant.db.rpc("create_community_topic", {
          p_group_id: group.id,
          p_title: "Antes da hora",
          p_body: "",
          p_mentions: [],
        })
      ).error
    ).toMatchObject({ hint: "not_member" })
    const approve = await moderator.db.rpc("moderate_community_member", {
      p_group_id: group.id,
      p_user_id: applicant.id,
      p_action: "approve",
      p_until: null as unknown as string,
      p_reason: null as unknown as string,
    })
    expect(approve.data).toBe("approve")
    expect((await service.from("profiles").select("roles").eq("id", applicant.id).single()).data?.roles).toContain(
      "community_member"
    )
    expect(await topic(applicant, group.id)).toEqual(expect.any(String))
  })

  it("manage only their own group, and only the description and cover of it", async () => {
    const { group, moderator } = await staffedGroup()
    const { group: otherGroup, insider: otherInsider } = await staffedGroup()
    const topicId = await topic(otherInsider, otherGroup.id)
    const { data: post } = await service.from("community_posts").select("id").eq("topic_id", topicId).single()
    expect(
      (await moderator.db.rpc("moderate_community_post", { p_post_id: post!.id, p_hide: true, p_reason: "x" })).error
        ?.code
    ).toBe("42501")
    const save = (kind: string) =>
      moderator.db.rpc("save_community_group", {
        p_id: group.id,
        p_name: `Grupo ${group.slug}`,
        p_slug: group.slug,
        p_description: "Descrição nova da moderadora",
        p_kind: kind,
        p_category: "tematico",
        p_cover_url: `http://127.0.0.1:54321/storage/v1/object/public/group-covers/${group.id}/capa.webp`,
      })
    expect((await save("open")).error).toBeNull()
    expect((await save("hidden")).error).toMatchObject({ code: "42501", hint: "admin_only" })
    expect(
      (await moderator.db.rpc("archive_community_group", { p_group_id: group.id, p_archived: true })).error?.code
    ).toBe("42501")
    expect(
      (
        await moderator.db.rpc("set_community_moderator", {
          p_group_id: group.id,
          p_user_id: moderator.id,
          p_moderator: false,
        })
      ).error?.code
    ).toBe("42501")
  })
})

describe("the blog editor", () => {
  it("has no community rights by being one: outside her groups she reads and moderates nothing", async () => {
    const { group, insider } = await staffedGroup("request")
    const topicId = await topic(insider, group.id)
    expect((await editor.from("community_topics").select("id").eq("id", topicId)).data).toEqual([])
    const { data: post } = await service.from("community_posts").select("id").eq("topic_id", topicId).single()
    expect(
      (await editor.rpc("moderate_community_post", { p_post_id: post!.id, p_hide: true, p_reason: "x" })).error?.code
    ).toBe("42501")
    expect((await editor.rpc("get_community_group_stats")).error?.code).toBe("42501")
    // In the group she moderates (Finanças para MEI) she does.
    expect(
      (await editor.from("community_reports").select("id, status").eq("group_id", COMMUNITY.finance)).data
    ).toEqual([{ id: COMMUNITY.openReport, status: "open" }])
  })
})

describe("administrators", () => {
  it("read every group, create and archive groups, appoint moderators and see the figures", async () => {
    const { data: hidden } = await admin.from("community_topics").select("id").eq("group_id", COMMUNITY.hidden)
    expect(hidden).toHaveLength(1)
    const group = await newGroup(admin, "open")
    const person = await newPerson(local, "nomeada")
    expect(
      (await admin.rpc("set_community_moderator", { p_group_id: group.id, p_user_id: person.id, p_moderator: true }))
        .data
    ).toBe(true)
    expect(
      (await person.db.from("community_memberships").select("role, status").eq("group_id", group.id).single()).data
    ).toEqual({
      role: "moderator",
      status: "active",
    })
    const { data: stats } = await admin.rpc("get_community_group_stats")
    expect(stats).toContainEqual(expect.objectContaining({ group_id: group.id, members: 1, topics_30d: 0 }))
    expect((await admin.rpc("archive_community_group", { p_group_id: group.id, p_archived: true })).data).toBe(true)
    expect((await visitor.from("community_groups").select("id").eq("id", group.id)).data).toEqual([])
    expect(
      (
        await person.db.rpc("create_community_topic", {
          p_group_id: group.id,
          p_title: "Depois do arquivo",
          p_body: "",
          p_mentions: [],
        })
      ).error
    ).toMatchObject({ hint: "archived" })
    const { data: audit } = await admin.from("audit_log").select("action").eq("target_id", group.id).order("id")
    expect(audit?.map((a) => a.action)).toEqual([
      "community.group_create",
      "community.moderator_appoint",
      "community.group_archive",
    ])
  })

  it("bring people into a hidden group by invitation only", async () => {
    const group = await newGroup(admin, "hidden")
    const guest = await newPerson(local, "convidada")
    expect((await guest.db.rpc("join_community_group", { p_group_id: group.id })).error?.code).toBe("PT404")
    expect(
      (await admin.rpc("invite_to_community_group", { p_group_id: group.id, p_email: guest.email.toUpperCase() })).data
    ).toBe("invited")
    expect((await guest.db.from("community_groups").select("id").eq("id", group.id)).data).toEqual([{ id: group.id }])
    expect((await guest.db.from("community_topics").select("id").eq("group_id", group.id)).error).toBeNull()
    expect(await join(guest, group.id)).toBe("active")
    const unknown = await admin.rpc("invite_to_community_group", {
      p_group_id: group.id,
      p_email: "ninguem@exemplo.com.br",
    })
    // The same answer as for an account (issue #32: no e-mail enumeration; community-privacy.test.ts).
    expect(unknown).toMatchObject({ data: "invited", error: null })
  })
})

describe("a member whose account is deleted", () => {
  it("leaves her messages as Ex-associada, and the counters follow her memberships", async () => {
    const { group, insider } = await staffedGroup()
    const leaving: Person = await newPerson(local, "saindo")
    await join(leaving, group.id)
    const topicId = await topic(insider, group.id)
    const { data: postId } = await reply(leaving, topicId, "<p>Até mais!</p>")
    expect((await service.rpc("delete_user_account", { p_user_id: leaving.id })).error).toBeNull()
    const { data: post } = await service
      .from("community_posts")
      .select("author_id, author_name, body")
      .eq("id", postId!)
      .single()
    expect(post).toEqual({ author_id: null, author_name: "Ex-associada", body: "<p>Até mais!</p>" })
    expect(
      (await service.from("community_groups").select("members_count").eq("id", group.id).single()).data?.members_count
    ).toBe(2)
  })
})

describe("pictures in Storage", () => {
  // The smallest PNG there is: the Storage API checks the bucket's MIME list, not the picture.
  const PNG = Uint8Array.from(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64"
    )
  )
  const upload = (db: Db, bucket: string, path: string) =>
    db.storage.from(bucket).upload(path, PNG, { contentType: "image/png", upsert: false })

  it("group covers: the group's moderators and admins write its folder, members do not", async () => {
    const { group, moderator, insider } = await staffedGroup()
    expect((await upload(moderator.db, "group-covers", `${group.id}/capa.png`)).error).toBeNull()
    expect((await upload(admin, "group-covers", `${group.id}/capa-admin.png`)).error).toBeNull()
    expect((await upload(insider.db, "group-covers", `${group.id}/minha.png`)).error).not.toBeNull()
    const { group: other } = await staffedGroup()
    expect((await upload(moderator.db, "group-covers", `${other.id}/capa.png`)).error).not.toBeNull()
  })

  it("message pictures: a member writes only her own folder of a group she reads", async () => {
    const { group, insider } = await staffedGroup()
    const outsider = await newPerson(local, "fora-da-foto")
    expect((await upload(insider.db, "community-images", `${group.id}/${insider.id}/foto.png`)).error).toBeNull()
    expect((await upload(insider.db, "community-images", `${group.id}/${outsider.id}/foto.png`)).error).not.toBeNull()
    expect((await upload(outsider.db, "community-images", `${group.id}/${outsider.id}/foto.png`)).error).not.toBeNull()
    // Public read: anyone fetches the stored picture by its address.
    const url = visitor.storage.from("community-images").getPublicUrl(`${group.id}/${insider.id}/foto.png`)
      .data.publicUrl
    expect((await fetch(url)).status).toBe(200)
  })
})
