import { describe, expect, it } from "vitest"

import {
  editPostSchema,
  groupInputSchema,
  hidePostSchema,
  inviteSchema,
  memberActionSchema,
  reportInputSchema,
  topicInputSchema,
} from "@/lib/validations/community"

const GROUP = "c1000000-0000-4000-a000-000000000001"
const USER = "00000000-0000-4000-a000-000000000003"
const POST = "c3000000-0000-4000-a000-000000000002"

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe("topicInputSchema", () => {
  it("trims the title and keeps the HTML, without NUL", () => {
    expect(
      topicInputSchema.parse({ groupId: GROUP, title: "  Dúvida   sobre  DAS ", body: "<p>oi\u0000</p>" })
    ).toEqual({
      groupId: GROUP,
      title: "Dúvida sobre DAS",
      body: "<p>oi</p>",
    })
  })

  it("refuses short, long and control-character titles and a bad group, in pt-BR", () => {
    expect(messages(topicInputSchema.safeParse({ groupId: GROUP, title: "Oi", body: "" }))).toEqual([
      "O título precisa de pelo menos 3 caracteres.",
    ])
    expect(messages(topicInputSchema.safeParse({ groupId: GROUP, title: "a".repeat(161), body: "" }))).toEqual([
      "O título pode ter no máximo 160 caracteres.",
    ])
    expect(messages(topicInputSchema.safeParse({ groupId: GROUP, title: "nome\u0007estranho", body: "" }))).toEqual([
      "Remova os caracteres especiais do texto.",
    ])
    expect(messages(topicInputSchema.safeParse({ groupId: "x", title: "Título", body: "" }))).toEqual([
      "Grupo inválido.",
    ])
    expect(messages(topicInputSchema.safeParse({}))).toContain("Dê um título ao tópico.")
  })
})

describe("editPostSchema", () => {
  it("treats an empty title as unchanged", () => {
    expect(editPostSchema.parse({ postId: POST, body: "<p>x</p>" }).title).toBeNull()
    expect(editPostSchema.parse({ postId: POST, body: "<p>x</p>", title: " Novo  título " }).title).toBe("Novo título")
    expect(messages(editPostSchema.safeParse({ postId: POST, body: "", title: "ab" }))).toEqual([
      "O título precisa de pelo menos 3 caracteres.",
    ])
  })
})

describe("reports and hiding need a reason", () => {
  it("asks for one", () => {
    expect(messages(reportInputSchema.safeParse({ postId: POST, reason: " " }))).toEqual(["Conte o motivo."])
    expect(hidePostSchema.parse({ postId: POST, hide: "true", reason: "Propaganda" })).toEqual({
      postId: POST,
      hide: true,
      reason: "Propaganda",
    })
    expect(hidePostSchema.parse({ postId: POST, hide: "false" })).toEqual({ postId: POST, hide: false })
    expect(hidePostSchema.safeParse({ postId: POST, hide: "true" }).success).toBe(false)
  })
})

describe("memberActionSchema", () => {
  it("needs days to mute, within a year", () => {
    expect(memberActionSchema.parse({ groupId: GROUP, userId: USER, action: "mute", days: "3" })).toMatchObject({
      days: 3,
      reason: null,
    })
    expect(messages(memberActionSchema.safeParse({ groupId: GROUP, userId: USER, action: "mute" }))).toEqual([
      "Informe por quantos dias.",
    ])
    expect(
      messages(memberActionSchema.safeParse({ groupId: GROUP, userId: USER, action: "mute", days: "400" }))
    ).toEqual(["No máximo 365 dias."])
    expect(memberActionSchema.safeParse({ groupId: GROUP, userId: USER, action: "promote" }).success).toBe(false)
    expect(memberActionSchema.parse({ groupId: GROUP, userId: USER, action: "remove", reason: " Spam " }).reason).toBe(
      "Spam"
    )
  })
})

describe("groupInputSchema and inviteSchema", () => {
  it("checks the slug and the kind", () => {
    const base = { name: "Finanças para MEI", slug: "financas-para-mei", kind: "open", category: "tematico" }
    expect(groupInputSchema.parse(base)).toEqual({ ...base, id: null, description: "" })
    expect(messages(groupInputSchema.safeParse({ ...base, slug: "Finanças" }))).toEqual([
      "Use só letras minúsculas sem acento, números e hífens.",
    ])
    expect(messages(groupInputSchema.safeParse({ ...base, kind: "secret" }))).toEqual(["Escolha o tipo do grupo."])
  })

  it("lowercases the e-mail", () => {
    expect(inviteSchema.parse({ groupId: GROUP, email: " Ana@Exemplo.COM.br " }).email).toBe("ana@exemplo.com.br")
    expect(messages(inviteSchema.safeParse({ groupId: GROUP, email: "ana" }))).toEqual(["Informe um e-mail válido."])
  })
})
