import { type APIRequestContext } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { POST_FORM_KEYS } from "../../lib/validations/post"
import { serviceClient } from "./helpers/notifications-backend"
import { actionId, callAction, formData } from "./helpers/server-actions"
import { type Viewer, viewerContexts } from "./helpers/sessions"
import { isPhone } from "./helpers/site"

/**
 * Hostile and malformed input sent straight to every form's server action, by the kind of user
 * the form is for: never a 500, a form always answers with a pt-BR message, and post HTML is
 * stored only after sanitising. The forms' own screens are checked in their specs.
 */

const HOSTILE: Record<string, string> = {
  long: "a".repeat(100_000),
  control: "nome\u0000com\u0007controle\u001b[31m",
  emoji: "👩🏽‍💼🌱✨".repeat(20),
  sql: "'; drop table public.profiles; --",
  html: '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
  unicode: "\u202egnp.exe\u200b\ufeff",
}

/** Arguments a form action must survive besides its own form: nothing, wrong types, a string. */
const WRONG_SHAPES: unknown[][] = [
  [],
  [null, null],
  [{ status: "idle" }, "texto"],
  [{ status: "idle" }, { a: 1 }],
  [42],
]

interface FormAction {
  file: string
  action: string
  fields: string[]
  caller: Viewer
  /** The page whose form calls it. */
  page: string
}

const FORMS: FormAction[] = [
  {
    file: "app/(auth)/auth/actions.ts",
    action: "signIn",
    fields: ["email", "password", "from", "captchaToken"],
    page: "/auth",
    caller: "visitor",
  },
  {
    file: "app/(auth)/auth/actions.ts",
    action: "signUp",
    fields: ["fullName", "email", "phone", "password", "confirmPassword", "newsletter", "captchaToken"],
    page: "/auth",
    caller: "visitor",
  },
  {
    file: "app/(auth)/auth/actions.ts",
    action: "requestPasswordReset",
    fields: ["email", "captchaToken"],
    page: "/auth",
    caller: "visitor",
  },
  {
    file: "app/(auth)/auth/reset-password/actions.ts",
    action: "updatePassword",
    fields: ["password", "confirmPassword"],
    page: "/auth/reset-password",
    caller: "member",
  },
  {
    file: "app/(site)/newsletter/actions.ts",
    action: "subscribeToNewsletter",
    // Not the honeypot ("website"): a bot filling it is answered like a success on purpose.
    fields: ["name", "email"],
    page: "/",
    caller: "visitor",
  },
  {
    file: "app/(admin)/admin/blog/actions.ts",
    action: "savePost",
    fields: [...POST_FORM_KEYS],
    page: "/admin/blog",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/blog/actions.ts",
    action: "deletePost",
    fields: ["id"],
    page: "/admin/blog",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/usuarios/actions.ts",
    action: "setUserRight",
    fields: ["userId", "right", "enabled"],
    page: "/admin/usuarios",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/usuarios/actions.ts",
    action: "setUserRoleAction",
    fields: ["userId", "role", "enabled"],
    page: "/admin/usuarios",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/usuarios/actions.ts",
    action: "grantPermission",
    fields: ["userId", "permissionName", "expiresOn"],
    page: "/admin/usuarios",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/usuarios/actions.ts",
    action: "revokePermission",
    fields: ["userId", "permissionId"],
    page: "/admin/usuarios",
    caller: "admin",
  },
]

// Words of the libraries' and runtime's own English errors: none may reach a person.
const ENGLISH = /\b(invalid|expected|required|undefined|null|error|failed|cannot|received)\b/i

/**
 * The form state an action answered with: the object row of the RSC stream that starts with a
 * status. Long strings travel in their own length-prefixed rows ("<id>:T<hex length>,…") with no
 * line break after them, so the row is found by its start, not by lines.
 */
function formState(body: string): { status: string; message?: string } | null {
  const start = body.lastIndexOf(':{"status":')
  if (start < 0) return null
  const end = body.indexOf("\n", start)
  return JSON.parse(body.slice(start + 1, end < 0 ? undefined : end)) as { status: string; message?: string }
}

test.describe("bad input sent to every form action", () => {
  let contexts = new Map<Viewer, APIRequestContext>()
  let origin = ""

  test.beforeAll(async ({}, testInfo) => {
    if (isPhone(testInfo)) return
    const baseURL = testInfo.project.use.baseURL ?? "http://127.0.0.1:3100"
    origin = new URL(baseURL).origin
    contexts = await viewerContexts(baseURL)
  })

  test.afterAll(async () => {
    for (const context of contexts.values()) await context.dispose()
  })

  for (const form of FORMS) {
    test(`${form.action} answers hostile values with a pt-BR message`, async ({}, testInfo) => {
      test.skip(isPhone(testInfo), "answers do not depend on the viewport")
      const id = actionId(form.file, form.action)
      const context = contexts.get(form.caller)!
      for (const [kind, value] of Object.entries(HOSTILE)) {
        const fields = Object.fromEntries(form.fields.map((field) => [field, value]))
        const answer = await callAction(context, origin, id, [{ status: "idle" }, formData(fields)], form.page)
        expect(answer.status, `${kind}: ${answer.body.slice(0, 300)}`).toBeLessThan(500)
        expect(answer.redirect, kind).toBeNull()
        const state = formState(answer.body)
        expect(state?.status, `${kind}: ${answer.body.slice(0, 300)}`).toBe("error")
        expect(state?.message, kind).toBeTruthy()
        expect(state?.message, kind).not.toMatch(ENGLISH)
      }
      for (const args of WRONG_SHAPES) {
        const answer = await callAction(context, origin, id, args, form.page)
        expect(answer.status, `${JSON.stringify(args)}: ${answer.body.slice(0, 300)}`).toBeLessThan(500)
      }
    })
  }

  test("notification actions refuse malformed ids without failing", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const file = "app/(member)/notifications/actions.ts"
    const member = contexts.get("member")!
    for (const action of ["markNotificationRead", "deleteNotification"]) {
      const id = actionId(file, action)
      for (const value of [...Object.values(HOSTILE), 42, null, { id: 1 }, ["x"]]) {
        const answer = await callAction(member, origin, id, [value])
        expect(answer.status).toBeLessThan(500)
        expect(answer.body).toContain('"reason":"invalid"')
      }
    }
  })

  test("post HTML is stored sanitised, whatever the editor sends", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const slug = `post-hostil-${Date.now().toString(36)}`
    const answer = await callAction(
      contexts.get("admin")!,
      origin,
      actionId("app/(admin)/admin/blog/actions.ts", "savePost"),
      [
        { status: "idle" },
        formData({
          title: HOSTILE.html!,
          slug,
          content: `<p style="position:fixed;inset:0">ok</p>${HOSTILE.html}<iframe src="https://evil.example"></iframe><svg onload=alert(1)>`,
          status: "draft",
        }),
      ],
      "/admin/blog"
    )
    expect(formState(answer.body)?.status, answer.redirect ?? answer.body.slice(0, 500)).toBe("success")
    const { data: post } = await serviceClient()
      .from("blog_posts")
      .select("id, title, content")
      .eq("slug", slug)
      .single()
    try {
      expect(post!.content).toContain("ok")
      expect(post!.content).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<svg|position:\s*fixed/i)
      // The title is text: stored as typed, and rendered escaped wherever it appears.
      expect(post!.title).toBe(HOSTILE.html)
    } finally {
      await serviceClient().from("blog_posts").delete().eq("id", post!.id)
    }
  })
})
