import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

import { type APIRequestContext } from "@playwright/test"
import sharp from "sharp"
import { E2E_SITE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { BUSINESS_FORM_KEYS, REVIEW_FORM_KEYS } from "../../lib/validations/directory"
import { MATERIAL_FORM_KEYS, TRACK_FORM_KEYS } from "../../lib/validations/learning"
import { NOTIFICATION_PREFERENCE_FORM_KEYS } from "../../lib/notifications/preferences"
import { POST_FORM_KEYS } from "../../lib/validations/post"
import { PUSH_CATEGORY_FIELDS, PUSH_SUBSCRIPTION_FIELDS } from "../../lib/validations/push-settings"
import { PROJECT_FORM_KEYS, PROJECT_SESSION_FORM_KEYS } from "../../lib/validations/projects"
import { ORDER_SETTINGS_FORM_KEYS } from "../../lib/validations/orders"
import { PRODUCT_FORM_KEYS } from "../../lib/validations/shop"
import { createMember, serviceClient, signedInClient, signInWithForm } from "./helpers/notifications-backend"
import { actionId, callAction, formData } from "./helpers/server-actions"
import { type Viewer, viewerContexts } from "./helpers/sessions"
import { makeProfileVisible } from "./helpers/member-profile"
import { isPhone } from "./helpers/site"

/**
 * Hostile and malformed input sent straight to every form's server action, by the kind of user
 * the form is for: never a 500, a form always answers with a pt-BR message, and post HTML is
 * stored only after sanitising. The forms' own screens are checked in their specs.
 */

// The member's own profile actions, one module per concern (issue #35).
const PROFILE_ACTION_FILES: Record<string, string> = {
  updateProfile: "components/profile/profile-actions.ts",
  updateRoles: "components/profile/profile-actions.ts",
  updateNewsletterPreference: "components/profile/profile-actions.ts",
  uploadAvatar: "components/profile/avatar-actions.ts",
  removeAvatar: "components/profile/avatar-actions.ts",
  changeEmail: "components/profile/account-actions.ts",
  changePassword: "components/profile/account-actions.ts",
  deleteAccount: "components/profile/account-actions.ts",
  saveOnboardingStep: "components/profile/onboarding-actions.ts",
  skipOnboarding: "components/profile/onboarding-actions.ts",
}

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
  // Notification e-mails (issue #39): her preferences as a member, the unsubscribe button as anyone
  // (no session; the link's parameters are the whole form), an admin's retry of a failed e-mail.
  // retryAllFailedEmails takes no fields (tests/e2e/server-actions.spec.ts covers it).
  {
    file: "app/(member)/dashboard/notificacoes/actions.ts",
    action: "saveNotificationPreferences",
    fields: [...NOTIFICATION_PREFERENCE_FORM_KEYS],
    page: "/dashboard/notificacoes",
    caller: "member",
  },
  {
    file: "app/(site)/notificacoes/descadastrar/actions.ts",
    action: "unsubscribeFromNotificationEmails",
    fields: ["u", "c", "t"],
    page: "/notificacoes/descadastrar",
    caller: "visitor",
  },
  {
    file: "app/(admin)/admin/emails/actions.ts",
    action: "retryEmailAction",
    fields: ["id"],
    page: "/admin/emails",
    caller: "admin",
  },
  // Push notifications (issue #41): this browser's subscription, a device's removal, the
  // categories pushed, by a member.
  ...(
    [
      ["savePushSubscriptionAction", [...PUSH_SUBSCRIPTION_FIELDS]],
      ["removePushDeviceAction", ["id"]],
      ["savePushCategoriesAction", [...PUSH_CATEGORY_FIELDS]],
    ] as const
  ).map(([action, fields]) => ({
    file: "app/(member)/dashboard/notificacoes/push-actions.ts",
    action,
    fields: [...fields],
    page: "/dashboard/notificacoes",
    caller: "member" as const,
  })),
  // Direct messages (issue #37): every form of /mensagens, by a member.
  ...(
    [
      ["startConversation", ["recipientId", "body", "contextKind", "contextId"]],
      ["sendMessage", ["conversationId", "body"]],
      ["reportConversation", ["conversationId", "messageId", "reason", "details"]],
      ["hideConversation", ["conversationId"]],
      ["blockMember", ["memberId", "conversationId"]],
      ["unblockMember", ["memberId", "conversationId"]],
    ] as const
  ).map(([action, fields]) => ({
    file: "app/(member)/mensagens/actions.ts",
    action,
    fields: [...fields],
    page: "/mensagens",
    caller: "member" as const,
  })),
  // Mentoring (issue #40): the offer, the request, the cards' steps and the note, by a member.
  {
    file: "app/(member)/dashboard/mentoria/oferta/actions.ts",
    action: "saveMentorOfferAction",
    fields: [
      "topics",
      "topicsNote",
      "formats",
      "sessionMinutes",
      "active",
      "slot.0.weekday",
      "slot.0.start",
      "slot.0.end",
    ],
    page: "/dashboard/mentoria/oferta",
    caller: "member",
  },
  {
    file: "app/(site)/associadas/[handle]/mentoria/actions.ts",
    action: "requestMentoringAction",
    fields: ["mentorId", "topic", "needs", "format", "times"],
    page: "/associadas/daniela-rocha/mentoria",
    caller: "member",
  },
  ...(
    [
      [
        "components/mentoring/actions.ts",
        "respondMentoringRequestAction",
        ["requestId", "decision", "time", "message"],
      ],
      ["components/mentoring/actions.ts", "cancelMentoringSessionAction", ["sessionId", "reason"]],
      ["app/(member)/dashboard/mentoria/actions.ts", "saveMentoringFeedbackAction", ["sessionId", "body"]],
    ] as const
  ).map(([file, action, fields]) => ({
    file,
    action,
    fields: [...fields],
    page: "/dashboard/mentoria",
    caller: "member" as const,
  })),
  // Orders with Pix (issue #38): every form of the order pages, by the side it is for.
  {
    file: "app/(member)/dashboard/negocio/[id]/encomendas/actions.ts",
    action: "saveOrderSettingsAction",
    fields: [...ORDER_SETTINGS_FORM_KEYS],
    page: "/dashboard/negocio/encomendas",
    caller: "member",
  },
  {
    file: "app/(member)/encomendar/[businessSlug]/actions.ts",
    action: "placeOrderAction",
    fields: ["businessId", "deliveryMethod", "note", "q.e1000000-0000-4000-a000-000000000012"],
    page: "/encomendar/atelie-fios-de-minas",
    caller: "member",
  },
  ...(
    [
      ["app/(member)/dashboard/encomendas/actions.ts", "reportPaymentAction", ["orderId"]],
      ["app/(member)/dashboard/encomendas/actions.ts", "cancelMyOrderAction", ["orderId", "reason"]],
      ["components/orders/actions.ts", "reportOrderProblemAction", ["orderId", "details"]],
      ["app/(member)/dashboard/negocio/encomendas/actions.ts", "moveOrderAction", ["orderId", "step"]],
      ["app/(member)/dashboard/negocio/encomendas/actions.ts", "cancelReceivedOrderAction", ["orderId", "reason"]],
    ] as const
  ).map(([file, action, fields]) => ({
    file,
    action,
    fields: [...fields],
    page: "/dashboard/encomendas",
    caller: "member" as const,
  })),
  ...(
    [
      ["adminCancelOrderAction", ["orderId", "reason"]],
      ["resolveOrderReportAction", ["reportId"]],
    ] as const
  ).map(([action, fields]) => ({
    file: "app/(admin)/admin/encomendas/actions.ts",
    action,
    fields: [...fields],
    page: "/admin/encomendas",
    caller: "admin" as const,
  })),
  // Certificates (issue #36): the public code form, and an admin's revocation with its reason.
  {
    file: "app/(site)/certificados/actions.ts",
    action: "openCertificate",
    fields: ["code"],
    page: "/certificados",
    caller: "visitor",
  },
  {
    file: "app/(admin)/admin/certificados/actions.ts",
    action: "revokeCertificate",
    fields: ["id", "reason"],
    page: "/admin/certificados",
    caller: "admin",
  },
  // Reported conversations (issue #37): an admin's decision, every field hostile.
  {
    file: "app/(admin)/admin/mensagens/actions.ts",
    action: "resolveMessageReportAction",
    fields: ["reportId", "action", "days", "note"],
    page: "/admin/mensagens",
    caller: "admin",
  },
  // Ambassadors (issue #23), as an admin: every hostile value is refused in pt-BR.
  {
    file: "app/(admin)/admin/embaixadoras/actions.ts",
    action: "updateCommissions",
    fields: ["status", "ids"],
    page: "/admin/embaixadoras",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/embaixadoras/actions.ts",
    action: "changeAmbassadorCode",
    fields: ["userId", "code"],
    page: "/admin/embaixadoras",
    caller: "admin",
  },
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
    file: "components/newsletter/actions.ts",
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
    file: "app/(admin)/admin/blog/actions.ts",
    action: "uploadPostImage",
    fields: ["file"],
    page: "/admin/blog",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/blog/actions.ts",
    action: "autosavePost",
    fields: [...POST_FORM_KEYS],
    page: "/admin/blog",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/blog/actions.ts",
    action: "loadPostRevisions",
    fields: ["id"],
    page: "/admin/blog",
    caller: "admin",
  },
  {
    file: "app/(admin)/admin/blog/actions.ts",
    action: "createPreviewLink",
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
  // The member's own profile (components/profile/*-actions.ts), as the demo member: every hostile
  // value is refused before anything is written (no password or confirmation here is hers).
  ...(
    [
      ["updateProfile", ["fullName", "phone", "bio", "city", "state"]],
      ["uploadAvatar", ["avatar"]],
      ["updateRoles", ["business_owner", "community_member", "instructor_interest"]],
      ["updateNewsletterPreference", ["newsletter"]],
      ["changeEmail", ["email", "currentPassword"]],
      ["changePassword", ["currentPassword", "password", "confirmPassword"]],
      ["deleteAccount", ["password", "confirmation"]],
      ["saveOnboardingStep", ["step", "fullName", "phone", "city", "state"]],
    ] as const
  ).map(([action, fields]) => ({
    file: PROFILE_ACTION_FILES[action]!,
    action,
    fields: [...fields],
    page: "/dashboard/perfil",
    caller: "member" as const,
  })),
  // The community (issue #21): members' forms as membro, moderation as editora, admin as admin.
  ...(
    [
      ["app/(site)/comunidade/actions.ts", "joinCommunityGroup", ["groupId"], "member", "/comunidade"],
      ["app/(site)/comunidade/actions.ts", "leaveCommunityGroup", ["groupId", "intent"], "member", "/comunidade"],
      [
        "app/(site)/comunidade/actions.ts",
        "createCommunityTopic",
        ["groupId", "title", "body"],
        "member",
        "/comunidade",
      ],
      ["app/(site)/comunidade/actions.ts", "replyToCommunityTopic", ["topicId", "body"], "member", "/comunidade"],
      ["app/(site)/comunidade/actions.ts", "editCommunityPost", ["postId", "body", "title"], "member", "/comunidade"],
      ["app/(site)/comunidade/actions.ts", "deleteCommunityPost", ["postId", "groupSlug"], "member", "/comunidade"],
      ["app/(site)/comunidade/actions.ts", "reportCommunityPost", ["postId", "reason"], "member", "/comunidade"],
      ["app/(site)/comunidade/actions.ts", "uploadCommunityImage", ["groupId", "file"], "member", "/comunidade"],
      ...(
        [
          ["moderateCommunityPost", ["postId", "hide", "reason"]],
          ["setCommunityTopicFlag", ["topicId", "flag", "value"]],
          ["moderateCommunityMember", ["groupId", "userId", "action", "days", "reason"]],
          ["resolveCommunityReport", ["reportId", "status"]],
          ["inviteToCommunityGroup", ["groupId", "email"]],
          ["updateCommunityGroupDetails", ["groupId", "description"]],
        ] as const
      ).map(
        ([action, fields]) =>
          [
            "app/(site)/comunidade/[grupo]/actions.ts",
            action,
            fields,
            "editor",
            "/comunidade/financas-para-mei/moderacao",
          ] as const
      ),
      ...(
        [
          ["saveCommunityGroup", ["id", "name", "slug", "description", "kind", "category"]],
          ["archiveCommunityGroup", ["groupId", "archived"]],
          ["setCommunityModerator", ["groupId", "email", "moderator"]],
          ["adminModerateCommunityPost", ["postId", "hide", "reason"]],
          ["adminResolveCommunityReport", ["reportId", "status"]],
        ] as const
      ).map(
        ([action, fields]) =>
          ["app/(admin)/admin/comunidade/actions.ts", action, fields, "admin", "/admin/comunidade"] as const
      ),
    ] as const
  ).map(([file, action, fields, caller, page]) => ({ file, action, fields: [...fields], caller, page })),
  // Projects and the shop window (issue #22).
  ...(
    [
      ["app/(site)/projetos/actions.ts", "signUpForProject", ["projectId", "slug"], "member", "/projetos"],
      ["app/(site)/projetos/actions.ts", "leaveProject", ["projectId", "slug"], "member", "/projetos"],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "createProject",
        [...PROJECT_FORM_KEYS, "description"],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "updateProject",
        ["projectId", ...PROJECT_FORM_KEYS, "description"],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "addProjectSession",
        ["projectId", ...PROJECT_SESSION_FORM_KEYS],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "updateProjectSession",
        ["projectId", "sessionId", ...PROJECT_SESSION_FORM_KEYS],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "deleteProjectSession",
        ["projectId", "sessionId"],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "addProjectInstructor",
        ["projectId", "email"],
        "admin",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "removeProjectInstructor",
        ["projectId", "userId"],
        "admin",
        "/dashboard/projetos",
      ],
      // Attendance, certificates, phone consent and linked learning (issue #36).
      ["app/(site)/projetos/actions.ts", "setPhoneConsent", ["projectId", "slug", "sharePhone"], "member", "/projetos"],
      [
        "app/(member)/dashboard/projetos/[id]/presenca/actions.ts",
        "markAttendance",
        ["projectId", "sessionId", "userId", "present"],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/[id]/presenca/actions.ts",
        "issueCertificates",
        ["projectId"],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "addProjectLearning",
        ["projectId", "target"],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/projetos/actions.ts",
        "removeProjectLearning",
        ["projectId", "linkId"],
        "editor",
        "/dashboard/projetos",
      ],
      [
        "app/(member)/dashboard/negocio/produtos/actions.ts",
        "createProduct",
        [...PRODUCT_FORM_KEYS],
        "member",
        "/dashboard/negocio/produtos",
      ],
      [
        "app/(member)/dashboard/negocio/produtos/actions.ts",
        "updateProduct",
        ["productId", ...PRODUCT_FORM_KEYS],
        "member",
        "/dashboard/negocio/produtos",
      ],
      [
        "app/(member)/dashboard/negocio/produtos/actions.ts",
        "deleteProduct",
        ["productId"],
        "member",
        "/dashboard/negocio/produtos",
      ],
      ["app/(admin)/admin/projetos/actions.ts", "deleteProjectAction", ["projectId"], "admin", "/admin/projetos"],
      [
        "app/(admin)/admin/projetos/actions.ts",
        "hideProductAction",
        ["productId", "reason"],
        "admin",
        "/admin/projetos",
      ],
      ["app/(admin)/admin/projetos/actions.ts", "showProductAction", ["productId"], "admin", "/admin/projetos"],
    ] as const
  ).map(([file, action, fields, caller, page]) => ({ file, action, fields: [...fields], caller, page })),
  // The directory (issue #20): reviews as membro, the owner's forms as membro (no business_owner
  // role, so every refusal is validation's), moderation as admin. becomeBusinessOwner takes no
  // fields (tests/e2e/server-actions.spec.ts covers it).
  ...(
    [
      [
        "components/directory/actions.ts",
        "submitReview",
        ["businessId", ...REVIEW_FORM_KEYS],
        "member",
        "/diretorio/doces-da-claudia",
      ],
      ["components/directory/actions.ts", "deleteReview", ["id"], "member", "/diretorio/doces-da-claudia"],
      [
        "app/(member)/dashboard/negocio/actions.ts",
        "createListing",
        [...BUSINESS_FORM_KEYS],
        "member",
        "/dashboard/negocio",
      ],
      [
        "app/(member)/dashboard/negocio/actions.ts",
        "updateListing",
        ["id", ...BUSINESS_FORM_KEYS],
        "member",
        "/dashboard/negocio",
      ],
      [
        "app/(member)/dashboard/negocio/actions.ts",
        "answerReview",
        ["reviewId", "reply"],
        "member",
        "/dashboard/negocio",
      ],
      ["app/(admin)/admin/negocios/actions.ts", "approveListing", ["id"], "admin", "/admin/negocios"],
      ["app/(admin)/admin/negocios/actions.ts", "rejectListing", ["id", "reason"], "admin", "/admin/negocios"],
      ["app/(admin)/admin/negocios/actions.ts", "setListingActive", ["id", "active"], "admin", "/admin/negocios"],
      ["app/(admin)/admin/negocios/actions.ts", "approveReviewAction", ["id"], "admin", "/admin/negocios"],
      ["app/(admin)/admin/negocios/actions.ts", "rejectReviewAction", ["id", "reason"], "admin", "/admin/negocios"],
    ] as const
  ).map(([file, action, fields, caller, page]) => ({ file, action, fields: [...fields], caller, page })), // Learning authoring (issue #36), as editora (an instructor).
  ...(
    [
      ["createMaterial", [...MATERIAL_FORM_KEYS, "body"]],
      ["updateMaterial", ["materialId", ...MATERIAL_FORM_KEYS, "body"]],
      ["setMaterialStatus", ["materialId", "status"]],
      ["deleteMaterial", ["materialId"]],
      ["requestMaterialFileUpload", ["materialId", "fileName", "size"]],
      ["attachMaterialFile", ["materialId", "path", "fileName"]],
      ["createTrack", [...TRACK_FORM_KEYS, "intro"]],
      ["updateTrack", ["trackId", ...TRACK_FORM_KEYS, "intro"]],
      ["setTrackStatus", ["trackId", "status"]],
      ["deleteTrack", ["trackId"]],
      ["saveTrackItems", ["trackId", "materialIds"]],
    ] as const
  ).map(([action, fields]) => ({
    file: "app/(member)/dashboard/ensino/actions.ts",
    action,
    fields: [...fields],
    caller: "editor" as const,
    page: "/dashboard/ensino",
  })),
]

// Words of the libraries' and runtime's own English errors: none may reach a person.
const ENGLISH = /\b(invalid|expected|required|undefined|null|error|failed|cannot|received)\b/i

/**
 * The form state an action answered with: the last row of the RSC stream whose value is an object
 * that starts with a status. Rows are "<hex id>:<value>\n", except long strings, which travel in
 * text rows "<hex id>:T<hex byte length>,<text>" with no line break after them; so the stream is
 * walked row by row, in bytes. (Searching the text for ':{"status":' also hits the echoed form
 * values of a form whose field is named status: `"values":{"status":…}`.)
 */
function formState(body: string): { status: string; message?: string } | null {
  const bytes = Buffer.from(body, "utf8")
  let state: { status: string; message?: string } | null = null
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(":", at)
    if (colon < 0) break
    if (bytes[colon + 1] === "T".charCodeAt(0)) {
      const comma = bytes.indexOf(",", colon)
      at = comma + 1 + parseInt(bytes.subarray(colon + 2, comma).toString("latin1"), 16)
      continue
    }
    const newline = bytes.indexOf("\n", colon)
    const end = newline < 0 ? bytes.length : newline
    const row = bytes.subarray(colon + 1, end).toString("utf8")
    at = end + 1
    if (row.startsWith('{"status":')) state = JSON.parse(row) as { status: string; message?: string }
  }
  return state
}

test.describe("bad input sent to every form action", () => {
  let contexts = new Map<Viewer, APIRequestContext>()
  let origin = ""

  test.beforeAll(async ({}, testInfo) => {
    if (isPhone(testInfo)) return
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
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
    const file = "components/notifications/actions.ts"
    const member = contexts.get("member")!
    for (const action of ["markNotificationRead", "deleteNotification"]) {
      const id = actionId(file, action)
      for (const value of [...Object.values(HOSTILE), 42, null, { id: 1 }, ["x"]]) {
        const answer = await callAction(member, origin, id, [value])
        expect(answer.status).toBeLessThan(500)
        expect(answer.body).toContain('"code":"invalid"')
      }
    }
  })

  test("the post image upload judges the bytes, not the name or the declared type", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const id = actionId("app/(admin)/admin/blog/actions.ts", "uploadPostImage")
    const send = (bytes: BlobPart, name: string, type: string) => {
      const data = new FormData()
      data.append("file", new Blob([bytes], { type }), name)
      return callAction(contexts.get("admin")!, origin, id, [{ status: "idle" }, data], "/admin/blog")
    }
    const WRONG_TYPE = "Envie uma imagem JPEG, PNG, WebP ou AVIF."
    const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const disguised: [BlobPart, string, string, string][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "foto.png", "image/png", WRONG_TYPE],
      ["<!DOCTYPE html><title>x</title><script>alert(1)</script>", "foto.jpg", "image/jpeg", WRONG_TYPE],
      ["GIF89a\u0001\u0000\u0001\u0000", "anima.webp", "image/webp", WRONG_TYPE],
      [PNG_SIGNATURE, "cortada.png", "image/png", "Não foi possível ler esta imagem. Escolha outra."],
      [new Uint8Array(0), "vazia.png", "image/png", "Escolha uma imagem para enviar."],
    ]
    for (const [bytes, name, type, message] of disguised) {
      const answer = await send(bytes, name, type)
      expect(answer.status, `${name}: ${answer.body.slice(0, 300)}`).toBeLessThan(500)
      expect(formState(answer.body), name).toMatchObject({ status: "error", message })
    }

    // A real PNG under a name and type that say nothing is taken, stored as what its bytes are.
    const png = readFileSync(path.join(import.meta.dirname, "../../public/images/logo.png"))
    const answer = await send(png, "sem-extensao", "application/octet-stream")
    const state = formState(answer.body) as { status: string; data?: { url: string; width: number; height: number } }
    expect(state, answer.body.slice(0, 300)).toMatchObject({ status: "success", data: { width: 512, height: 512 } })
    const stored = /\/object\/public\/post-images\/(\d{4}\/\d{2}\/[0-9a-f-]{36}\.png)$/.exec(state.data!.url)
    expect(stored, state.data!.url).not.toBeNull()
    try {
      const file = await contexts.get("visitor")!.get(state.data!.url)
      expect(file.status()).toBe(200)
      expect(file.headers()["content-type"]).toBe("image/png")
      // Re-encoded on the server (issue #32): the same picture, not the same bytes.
      const body = await file.body()
      expect(body.subarray(0, 8)).toEqual(png.subarray(0, 8))
      expect(await sharp(body).metadata()).toMatchObject({ format: "png", width: 512, height: 512 })
    } finally {
      await serviceClient().storage.from("post-images").remove([stored![1]!])
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

test.describe("direct messages", () => {
  test("a malformed or unknown conversation address is a pt-BR 404", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    const member = (await viewerContexts(baseURL)).get("member")!
    for (const address of ["/mensagens/nao-e-uma-conversa", "/mensagens/0b000000-0000-4000-a000-0000000000ff"]) {
      const answer = await member.get(address)
      expect(answer.status(), address).toBe(404)
      expect(await answer.text(), address).toContain("Conversa não encontrada")
    }
  })

  test("an over-long message is refused in pt-BR and the text stays in the composer", async ({ browser }, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const [sender, recipient] = await Promise.all([createMember("longa-a"), createMember("longa-b")])
    await makeProfileVisible(recipient, `longa-${recipient.id.slice(0, 8)}`)
    const senderDb = await signedInClient(sender.email, sender.password)
    const started = await senderDb.rpc("start_conversation", {
      p_recipient: recipient.id,
      p_body: "Oi!",
      p_context_kind: null as unknown as string,
      p_context_id: null as unknown as string,
    })
    expect(started.error).toBeNull()
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await signInWithForm(page, sender.email, sender.password)
      await page.goto(`/mensagens/${started.data}`)
      const long = `${"Uma mensagem comprida demais. ".repeat(140)}fim`
      expect(long.length).toBeGreaterThan(4000)
      await page.getByLabel("Sua mensagem").fill(long)
      await page.getByRole("button", { name: "Enviar", exact: true }).click()
      await expect(page.getByText("A mensagem pode ter até 4.000 caracteres.")).toBeVisible()
      await expect(page.getByLabel("Sua mensagem")).toHaveValue(long)
      const { count } = await serviceClient()
        .from("direct_messages")
        .select("id", { count: "exact", head: true })
        .eq("conversation_id", started.data!)
      expect(count).toBe(1)
    } finally {
      await context.close()
    }
  })
})

test.describe("community messages", () => {
  test("are stored sanitised, whatever the editor sends", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    const contexts = await viewerContexts(baseURL)
    const marker = `marca-${Date.now().toString(36)}`
    try {
      const answer = await callAction(
        contexts.get("member")!,
        new URL(baseURL).origin,
        actionId("app/(site)/comunidade/actions.ts", "replyToCommunityTopic"),
        [
          { status: "idle" },
          formData({
            // "DAS atrasado…" in Finanças para MEI, a topic membro opened.
            topicId: "c2000000-0000-4000-a000-000000000002",
            body: `<p style="position:fixed;inset:0">${marker}</p>${HOSTILE.html}<img src="https://rastreador.example/p.gif"><iframe src="https://evil.example"></iframe>`,
          }),
        ],
        "/comunidade"
      )
      expect(formState(answer.body)?.status, answer.body.slice(0, 500)).toBe("success")
      const { data: post } = await serviceClient()
        .from("community_posts")
        .select("id, body")
        .like("body", `%${marker}%`)
        .single()
      try {
        expect(post!.body).not.toMatch(
          /<script|onerror|onload|javascript:|<iframe|rastreador\.example|position:\s*fixed/i
        )
      } finally {
        await serviceClient().from("community_posts").delete().eq("id", post!.id)
      }
    } finally {
      for (const context of contexts.values()) await context.dispose()
    }
  })
})

/**
 * Issue #18: Next 16 answered a path it cannot percent-decode, and action bodies it cannot read or
 * that pass serverActions.bodySizeLimit, with a 500. server.mjs (lib/security/request-guard.mjs)
 * turns them into the 404 of the route, or a 400 or 413 of its own, each with pt-BR text.
 */
const MALFORMED_SEGMENTS = [
  "%ff",
  "%c0%af", // overlong "/"
  "%e0%80%af", // overlong "/", three bytes
  "%",
  "%zz",
  "%00",
  "%ed%a0%80", // lone surrogate
  "%e2%82", // truncated sequence
  "ok%ff",
]
// The not-found screens (app/not-found.tsx, the post's) or the error screen; never the framework's English.
// Route handlers of projects and the shop (issue #22), the library's file and the certificate's PDF
// and verification page (issue #36) and a mentoring session's .ics (issue #40) answer with their own pt-BR text.
const PT_BR_REFUSAL =
  /Página Não Encontrada|Post não encontrado|Algo deu errado|Projeto não encontrado|Produto não encontrado|Projeto inválido|Negócio não encontrado|Arquivo não encontrado|Certificado não encontrado|Perfil não encontrado|Conversa não encontrada|Encomenda não encontrada|Sessão não encontrada/

const APP_DIR = path.join(import.meta.dirname, "../../app")
const ROUTE_FILES = new Set(["page.tsx", "route.ts", "opengraph-image.tsx"])

/**
 * Every route of app/ with a dynamic segment, as URL segments ("[slug]" kept as a placeholder):
 * route groups dropped, an opengraph-image answering under its own name.
 */
function dynamicRoutes(dir = APP_DIR, segments: string[] = []): string[][] {
  const routes: string[][] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith("_") || entry.name.startsWith("@")) continue
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]
      routes.push(...dynamicRoutes(path.join(dir, entry.name), next))
    } else if (ROUTE_FILES.has(entry.name) && segments.some((segment) => segment.startsWith("["))) {
      routes.push(entry.name === "opengraph-image.tsx" ? [...segments, "opengraph-image"] : segments)
    }
  }
  return routes
}

const viewerFor = (url: string): Viewer =>
  url.startsWith("/admin")
    ? "admin"
    : url.startsWith("/dashboard") || url.startsWith("/mensagens") || url.startsWith("/encomendar")
      ? "member"
      : "visitor"

test.describe("malformed addresses and action bodies", () => {
  let contexts = new Map<Viewer, APIRequestContext>()
  let origin = ""

  test.beforeAll(async ({}, testInfo) => {
    if (isPhone(testInfo)) return
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    origin = new URL(baseURL).origin
    contexts = await viewerContexts(baseURL)
  })

  test.afterAll(async () => {
    for (const context of contexts.values()) await context.dispose()
  })

  test("every dynamic route answers a malformed escape with 400 or 404 and pt-BR text", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    // Every dynamic route times every malformed segment, one request after another.
    test.setTimeout(150_000)
    const routes = dynamicRoutes()
    // The sweep must see the routes it is about; a move of app/ would otherwise empty it quietly.
    expect(routes.map((segments) => segments.join("/"))).toEqual(
      expect.arrayContaining(["convergindo/[slug]", "blog/[slug]", "newsletter/[resultado]", "associadas/[handle]"])
    )
    for (const segments of routes) {
      for (const bad of MALFORMED_SEGMENTS) {
        const url = `/${segments.map((segment) => (segment.startsWith("[") ? bad : segment)).join("/")}`
        // Redirects are followed: /blog/{slug} points to /convergindo/{slug} first.
        const answer = await contexts.get(viewerFor(url))!.get(url)
        const body = await answer.text()
        expect([400, 404], `${url}: ${answer.status()} ${body.slice(0, 200)}`).toContain(answer.status())
        expect(body, url).toMatch(PT_BR_REFUSAL)
      }
    }
  })

  test("an action body over the size limit is answered with 413, before it is read", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const visitor = contexts.get("visitor")!
    const id = actionId("app/(auth)/auth/actions.ts", "signIn")
    const big = "a".repeat(4 * 1024 * 1024)

    // The client's fetch: its error boundary shows the error screen; the text is pt-BR all the same.
    const fetchCall = await visitor.post("/auth", {
      headers: { "Next-Action": id, Origin: origin, "Content-Type": "text/plain;charset=UTF-8" },
      data: JSON.stringify([{ status: "idle" }, big]),
      maxRedirects: 0,
    })
    expect(fetchCall.status()).toBe(413)
    expect(await fetchCall.text()).toContain("Envio grande demais")

    // A form sent before hydration (multipart, no Next-Action header) gets a page.
    const formPost = await visitor.post("/auth", {
      headers: { Origin: origin },
      multipart: { [`$ACTION_ID_${id}`]: "", email: big },
      maxRedirects: 0,
    })
    expect(formPost.status()).toBe(413)
    expect(formPost.headers()["content-type"]).toMatch(/^text\/html/)
    expect(await formPost.text()).toMatch(/lang="pt-BR"[\s\S]*Oops! Algo deu errado/)
  })

  test("a malformed action body is answered with 400", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const visitor = contexts.get("visitor")!
    const id = actionId("app/(auth)/auth/actions.ts", "signIn")
    const bodies: { kind: string; type: string; data: string }[] = [
      { kind: "broken JSON", type: "text/plain;charset=UTF-8", data: '[{"status":"idle"},"sem fim' },
      { kind: "truncated multipart", type: "multipart/form-data; boundary=limite", data: "--limite\r\nquebrado" },
      { kind: "multipart without boundary", type: "multipart/form-data", data: "x" },
    ]
    for (const { kind, type, data } of bodies) {
      const answer = await visitor.post("/auth", {
        headers: { "Next-Action": id, Origin: origin, "Content-Type": type },
        data,
        maxRedirects: 0,
      })
      expect(answer.status(), kind).toBe(400)
      expect(await answer.text(), kind).toContain("Envio inválido")
    }
    // The same action still answers a well-formed call after the guard has read and replaced its body.
    const fine = await callAction(visitor, origin, id, [{ status: "idle" }, formData({ email: "x" })], "/auth")
    expect(fine.status).toBe(200)
    expect(formState(fine.body)?.status).toBe("error")
  })
})

/**
 * The site search (issue #42): whatever its address carries, /busca answers a pt-BR page, as a
 * visitor (the cached twin) and as a member (per request); never a 5xx.
 */
test.describe("the site search's address", () => {
  let contexts = new Map<Viewer, APIRequestContext>()

  test.beforeAll(async ({}, testInfo) => {
    if (isPhone(testInfo)) return
    contexts = await viewerContexts(testInfo.project.use.baseURL ?? E2E_SITE_URL)
  })

  test.afterAll(async () => {
    for (const context of contexts.values()) await context.dispose()
  })

  test("a long, odd or unknown query is answered with a pt-BR page", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const queries = [
      ...Object.values(HOSTILE).map((value) => `q=${encodeURIComponent(value.slice(0, 5_000))}`),
      `q=${encodeURIComponent('"frase sem fim')}`,
      `q=${encodeURIComponent("!!! & | <-> :* ()")}`,
      `q=${encodeURIComponent("\ue000marca\ue001")}`,
      "q=mei&tipo=desconhecido",
      "q=mei&tipo=materiais&pagina=99999999",
      "q=mei&tipo=materiais&pagina=-1",
      "q=mei&q=outra&tipo=posts&tipo=negocios",
      "q=",
      "tipo=negocios",
    ]
    for (const viewer of ["visitor", "member"] as const) {
      for (const query of queries) {
        const answer = await contexts.get(viewer)!.get(`/busca?${query}`)
        const body = await answer.text()
        expect(answer.status(), `${viewer} ${query}: ${body.slice(0, 200)}`).toBe(200)
        expect(body, `${viewer} ${query}`).toMatch(/Buscar no site|Resultados para|Nenhum resultado/)
        expect(body, `${viewer} ${query}`).not.toContain("<script>alert(1)")
      }
    }
  })
})
