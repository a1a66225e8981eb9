import { readFileSync } from "node:fs"
import path from "node:path"

import { type APIRequestContext } from "@playwright/test"
import { E2E_SITE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { NOTIFICATION_PREFERENCE_KEYS } from "../../lib/notifications/categories"

import {
  createMember,
  insertNotifications,
  notificationsOf,
  serviceClient,
  signedInClient,
} from "./helpers/notifications-backend"
import { type ActionAnswer, actionId, callAction, formData, serverFunctions } from "./helpers/server-actions"
import { forgedContext, type Viewer, viewerContexts } from "./helpers/sessions"
import { makeProfileVisible } from "./helpers/member-profile"
import { ACCOUNTS } from "./helpers/accounts"
import { isPhone } from "./helpers/site"

/**
 * Every server action that needs a session or a right, called directly (as a script would, with
 * the browser's own wire format) by callers who must be refused: no session, a forged session
 * cookie, and signed-in users without the right. Each call must be refused, and the rows it aimed
 * at must be exactly as before. Public actions (sign-in, sign-up, recovery, newsletter) are
 * covered by their own specs and by the bad-input sweep.
 */

const ADMIN_ID = "00000000-0000-4000-a000-000000000001"
const MEMBER_ID = "00000000-0000-4000-a000-000000000003"
// Each module's actions, and the page whose forms call them (the bell is on every page).
const ACTIONS = {
  notifications: { file: "components/notifications/actions.ts", page: "/" },
  blog: { file: "app/(admin)/admin/blog/actions.ts", page: "/admin/blog" },
  users: { file: "app/(admin)/admin/usuarios/actions.ts", page: "/admin/usuarios" },
  mailrelay: { file: "app/(admin)/admin/mailrelay/actions.ts", page: "/admin/mailrelay" },
  newsletter: { file: "app/(admin)/admin/newsletter/actions.ts", page: "/admin/newsletter" },
  resetPassword: { file: "app/(auth)/auth/reset-password/actions.ts", page: "/auth/reset-password" },
  profile: { file: "components/profile/profile-actions.ts", page: "/dashboard/perfil" },
  avatar: { file: "components/profile/avatar-actions.ts", page: "/dashboard/perfil" },
  account: { file: "components/profile/account-actions.ts", page: "/dashboard/perfil" },
  onboarding: { file: "components/profile/onboarding-actions.ts", page: "/dashboard/perfil" },
}
const IDLE = { status: "idle" }
const PERMISSION = "ataque.direto"
const NEW_SLUG = "post-criado-sem-direito"

/** A real PNG in the upload's form: only a missing right may refuse it. */
function postImageForm() {
  const data = new FormData()
  const png = readFileSync(path.join(import.meta.dirname, "../../public/images/logo.png"))
  data.append("file", new Blob([png], { type: "image/png" }), "logo.png")
  return data
}

type Refusal = "sign-in" | "home" | "unauthenticated" | "signed-out" | "error"

function refusedAs(answer: ActionAnswer): Refusal | null {
  if (answer.redirect?.startsWith("/auth")) return "sign-in"
  if (answer.redirect === "/") return "home"
  if (answer.body.includes('"code":"unauthenticated"')) return "unauthenticated"
  if (answer.body.includes('"code":"signed_out"')) return "signed-out"
  if (answer.body.includes('"status":"error"')) return "error"
  return null
}

interface Attack {
  name: string
  module: { file: string; page: string }
  action: string
  args: (target: Targets) => unknown[]
  /** Who must be refused, and how. */
  refused: Partial<Record<Viewer | "forged", Refusal>>
}

interface Targets {
  postId: string
  notificationId: string
}

const visitorsAnd = (refusal: Refusal, others: Partial<Record<Viewer, Refusal>> = {}) => ({
  visitor: refusal,
  forged: refusal,
  ...others,
})

// The community (issue #21). Targets are seeded rows membro and editora may not touch: the
// by-request group (neither belongs to it), its topic and message, a report of another group.
const COMMUNITY = {
  member: { file: "app/(site)/comunidade/actions.ts", page: "/comunidade" },
  moderation: {
    file: "app/(site)/comunidade/[grupo]/actions.ts",
    page: "/comunidade/economia-solidaria-no-nordeste/moderacao",
  },
  admin: { file: "app/(admin)/admin/comunidade/actions.ts", page: "/admin/comunidade" },
}
const FINANCE_GROUP = "c1000000-0000-4000-a000-000000000001"
const REQUEST_GROUP = "c1000000-0000-4000-a000-000000000003"
const HIDDEN_GROUP = "c1000000-0000-4000-a000-000000000006"
const REQUEST_TOPIC = "c2000000-0000-4000-a000-000000000007"
const REQUEST_POST = "c3000000-0000-4000-a000-000000000016"
const OTHERS_POST = "c3000000-0000-4000-a000-000000000003"
const OTHER_GROUP_REPORT = "c4000000-0000-4000-a000-000000000001"
const REQUEST_GROUP_MEMBER = "00000000-0000-4000-a000-000000000103"

const COMMUNITY_ATTACKS: Attack[] = [
  ...(["joinCommunityGroup", "leaveCommunityGroup"] as const).map((action) => ({
    name: `${action} without a session`,
    module: COMMUNITY.member,
    action,
    args: () => [IDLE, formData({ groupId: FINANCE_GROUP })],
    refused: visitorsAnd("sign-in"),
  })),
  {
    name: "read someone's community memberships",
    module: COMMUNITY.member,
    action: "getMyCommunityMemberships",
    args: () => [],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "post a topic in a group one is not in",
    module: COMMUNITY.member,
    action: "createCommunityTopic",
    args: () => [IDLE, formData({ groupId: REQUEST_GROUP, title: "Invasão", body: "<p>Entrei sem ser membro</p>" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "reply in a group one is not in",
    module: COMMUNITY.member,
    action: "replyToCommunityTopic",
    args: () => [IDLE, formData({ topicId: REQUEST_TOPIC, body: "<p>Invasão</p>" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "edit someone else's message",
    module: COMMUNITY.member,
    action: "editCommunityPost",
    args: () => [IDLE, formData({ postId: OTHERS_POST, body: "<p>Editado por outra</p>" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "delete someone else's message",
    module: COMMUNITY.member,
    action: "deleteCommunityPost",
    args: () => [IDLE, formData({ postId: OTHERS_POST })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "support a message of a group one is not in",
    module: COMMUNITY.member,
    action: "toggleCommunitySupport",
    args: () => [REQUEST_POST],
    refused: visitorsAnd("unauthenticated", { member: "error", editor: "error" }),
  },
  {
    name: "report a message of a group one is not in",
    module: COMMUNITY.member,
    action: "reportCommunityPost",
    args: () => [IDLE, formData({ postId: REQUEST_POST, reason: "Denúncia de fora" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "list whom one may mention in a group one is not in",
    module: COMMUNITY.member,
    action: "listCommunityMentionables",
    args: () => [REQUEST_GROUP],
    refused: visitorsAnd("unauthenticated", { member: "error", editor: "error" }),
  },
  {
    name: "read a community message",
    module: COMMUNITY.member,
    action: "loadCommunityPost",
    args: () => [REQUEST_POST],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "read a community topic",
    module: COMMUNITY.member,
    action: "loadCommunityTopicPosts",
    args: () => [REQUEST_TOPIC],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "mark a topic of a group one is not in as read",
    module: COMMUNITY.member,
    action: "markCommunityTopicRead",
    args: () => [REQUEST_TOPIC],
    refused: visitorsAnd("unauthenticated", { member: "error", editor: "error" }),
  },
  {
    name: "store a picture in a group one is not in",
    module: COMMUNITY.member,
    action: "uploadCommunityImage",
    args: () => [IDLE, formData({ groupId: REQUEST_GROUP })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "hide a message of a group one does not moderate",
    module: COMMUNITY.moderation,
    action: "moderateCommunityPost",
    args: () => [IDLE, formData({ postId: REQUEST_POST, hide: "true", reason: "Ataque direto" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "lock a topic of a group one does not moderate",
    module: COMMUNITY.moderation,
    action: "setCommunityTopicFlag",
    args: () => [IDLE, formData({ topicId: REQUEST_TOPIC, flag: "locked", value: "true" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "remove a member of a group one does not moderate",
    module: COMMUNITY.moderation,
    action: "moderateCommunityMember",
    args: () => [IDLE, formData({ groupId: REQUEST_GROUP, userId: REQUEST_GROUP_MEMBER, action: "remove" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "close a report of a group one does not moderate",
    module: COMMUNITY.moderation,
    action: "resolveCommunityReport",
    args: () => [IDLE, formData({ reportId: OTHER_GROUP_REPORT, status: "dismissed" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "invite into a hidden group one does not moderate",
    module: COMMUNITY.moderation,
    action: "inviteToCommunityGroup",
    args: () => [IDLE, formData({ groupId: HIDDEN_GROUP, email: "membro@convergencia.test" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "rewrite the description of a group one does not moderate",
    module: COMMUNITY.moderation,
    action: "updateCommunityGroupDetails",
    args: () => [IDLE, formData({ groupId: REQUEST_GROUP, description: "Invadido" })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "create a community group",
    module: COMMUNITY.admin,
    action: "saveCommunityGroup",
    args: () => [IDLE, formData({ name: "Grupo invasor", slug: "grupo-invasor", kind: "open", category: "tematico" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "archive a community group",
    module: COMMUNITY.admin,
    action: "archiveCommunityGroup",
    args: () => [IDLE, formData({ groupId: FINANCE_GROUP, archived: "true" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "appoint oneself moderator",
    module: COMMUNITY.admin,
    action: "setCommunityModerator",
    args: () => [IDLE, formData({ groupId: REQUEST_GROUP, email: "membro@convergencia.test", moderator: "true" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    // Issue #31: the moderator picker's member search (names and e-mails) is for admins only.
    name: "search members by name for the moderator picker",
    module: COMMUNITY.admin,
    action: "findModeratorCandidates",
    args: () => ["Rafael"],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "hide a message from the admin screen",
    module: COMMUNITY.admin,
    action: "adminModerateCommunityPost",
    args: () => [IDLE, formData({ postId: REQUEST_POST, hide: "true", reason: "Ataque direto" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "close a report from the admin screen",
    module: COMMUNITY.admin,
    action: "adminResolveCommunityReport",
    args: () => [IDLE, formData({ reportId: OTHER_GROUP_REPORT, status: "dismissed" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
]

// Projects and the shop window (issue #22). Targets are seeded rows: editora's full mentorship,
// the admin's fair (not editora's), a product of a business nobody in the demo owns.
const PROJECTS_SHOP = {
  // Posted where the form is: the project page's member version (visitors read a prerendered one
  // without it; lib/routing/table.ts).
  signup: { file: "app/(site)/projetos/actions.ts", page: "/projetos/-membro/mentoria-coletiva-vendas" },
  manage: { file: "app/(member)/dashboard/projetos/actions.ts", page: "/dashboard/projetos" },
  products: { file: "app/(member)/dashboard/negocio/produtos/actions.ts", page: "/dashboard/negocio/produtos" },
  admin: { file: "app/(admin)/admin/projetos/actions.ts", page: "/admin/projetos" },
}
const ATTENDANCE = { file: "app/(member)/dashboard/projetos/[id]/presenca/actions.ts", page: "/dashboard/projetos" }
const FULL_MENTORSHIP = "d1000000-0000-4000-a000-000000000002"
const ADMIN_FAIR = "d1000000-0000-4000-a000-000000000004"
const OTHERS_PRODUCT = "e1000000-0000-4000-a000-000000000001"
const OTHERS_BUSINESS = "60000000-0000-4000-a000-000000000001"
const PROJECT_FIELDS = {
  title: "Projeto sem direito",
  kind: "curso",
  summary: "Criado por quem não pode criar projetos.",
  format: "online",
  starts_at: "2026-12-01T19:30",
  capacity: "10",
  status: "inscricoes_abertas",
}
const SESSION_FIELDS = { title: "Encontro sem direito", starts_at: "2026-12-01T19:30" }
// Any id: the action refuses before it looks the session up.
const SOME_SESSION = "d2000000-0000-4000-a000-000000000001"
const EDITOR_ID = "00000000-0000-4000-a000-000000000002"
const PRODUCT_FIELDS = {
  business_id: OTHERS_BUSINESS,
  name: "Produto sem direito",
  category: "artesanato",
  price: "10,00",
  availability: "disponivel",
}

const PROJECTS_SHOP_ATTACKS: Attack[] = [
  {
    // Issue #31: the project form's instructor search is for admins and instructors (editora is one).
    name: "search instructors by name without managing projects",
    module: PROJECTS_SHOP.manage,
    action: "searchInstructorsByName",
    args: () => ["Marina"],
    refused: visitorsAnd("sign-in", { member: "error" }),
  },
  ...(["signUpForProject", "leaveProject"] as const).map((action) => ({
    name: `${action} without a session`,
    module: PROJECTS_SHOP.signup,
    action,
    args: () => [IDLE, formData({ projectId: FULL_MENTORSHIP, slug: "mentoria-coletiva-vendas" })],
    refused: visitorsAnd("sign-in"),
  })),
  {
    name: "create a project without being an instructor",
    module: PROJECTS_SHOP.manage,
    action: "createProject",
    args: () => [IDLE, formData(PROJECT_FIELDS)],
    refused: visitorsAnd("sign-in", { member: "error" }),
  },
  {
    name: "edit a project one does not organise",
    module: PROJECTS_SHOP.manage,
    action: "updateProject",
    args: () => [IDLE, formData({ ...PROJECT_FIELDS, projectId: ADMIN_FAIR })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "add a session to a project one does not organise",
    module: PROJECTS_SHOP.manage,
    action: "addProjectSession",
    args: () => [IDLE, formData({ ...SESSION_FIELDS, projectId: ADMIN_FAIR })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  ...(["updateProjectSession", "deleteProjectSession"] as const).map((action) => ({
    name: `${action} on a project one does not organise`,
    module: PROJECTS_SHOP.manage,
    action,
    args: () => [IDLE, formData({ ...SESSION_FIELDS, projectId: ADMIN_FAIR, sessionId: SOME_SESSION })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  })),
  {
    // Issue #31: an admin or one of the project's own instructors names co-instructors; editora
    // teaches, but not at the admin's fair.
    name: "addProjectInstructor without managing the project",
    module: PROJECTS_SHOP.manage,
    action: "addProjectInstructor",
    args: () => [IDLE, formData({ projectId: ADMIN_FAIR, userId: EDITOR_ID })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  ...([["removeProjectInstructor", { projectId: FULL_MENTORSHIP, userId: EDITOR_ID }]] as const).map(
    ([action, fields]) => ({
      name: `${action} without being an admin`,
      module: PROJECTS_SHOP.manage,
      action,
      args: () => [IDLE, formData(fields)],
      refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
    })
  ),
  {
    name: "add a product to someone else's business",
    module: PROJECTS_SHOP.products,
    action: "createProduct",
    args: () => [IDLE, formData(PRODUCT_FIELDS)],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "edit someone else's product",
    module: PROJECTS_SHOP.products,
    action: "updateProduct",
    args: () => [IDLE, formData({ ...PRODUCT_FIELDS, productId: OTHERS_PRODUCT })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "delete someone else's product",
    module: PROJECTS_SHOP.products,
    action: "deleteProduct",
    args: () => [IDLE, formData({ productId: OTHERS_PRODUCT })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "delete a project without being an admin",
    module: PROJECTS_SHOP.admin,
    action: "deleteProjectAction",
    args: () => [IDLE, formData({ projectId: ADMIN_FAIR })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "hide a product without being an admin",
    module: PROJECTS_SHOP.admin,
    action: "hideProductAction",
    args: () => [IDLE, formData({ productId: OTHERS_PRODUCT, reason: "Ataque direto" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "show a product without being an admin",
    module: PROJECTS_SHOP.admin,
    action: "showProductAction",
    args: () => [IDLE, formData({ productId: OTHERS_PRODUCT })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  // Attendance, certificates and linked learning (issue #36): the admin's fair is not editora's.
  // Posted from the projects page: the sheet itself answers 404 to anyone who does not teach it.
  {
    name: "mark attendance at a project one does not teach",
    module: ATTENDANCE,
    action: "markAttendance",
    args: () => [
      IDLE,
      formData({ projectId: ADMIN_FAIR, sessionId: SOME_SESSION, userId: EDITOR_ID, present: "true" }),
    ],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "issue the certificates of a project one does not teach",
    module: ATTENDANCE,
    action: "issueCertificates",
    args: () => [IDLE, formData({ projectId: ADMIN_FAIR })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "share one's phone without a session",
    module: PROJECTS_SHOP.signup,
    action: "setPhoneConsent",
    args: () => [IDLE, formData({ projectId: FULL_MENTORSHIP, slug: "mentoria-coletiva-vendas", sharePhone: "on" })],
    refused: visitorsAnd("sign-in"),
  },
  {
    name: "link a material to a project one does not teach",
    module: PROJECTS_SHOP.manage,
    action: "addProjectLearning",
    args: () => [IDLE, formData({ projectId: ADMIN_FAIR, target: `material:${SOME_SESSION}` })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "unlink a material from a project one does not teach",
    module: PROJECTS_SHOP.manage,
    action: "removeProjectLearning",
    args: () => [IDLE, formData({ projectId: ADMIN_FAIR, linkId: SOME_SESSION })],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "search the library for a project without teaching",
    module: PROJECTS_SHOP.manage,
    action: "searchLearningByTitle",
    args: () => ["preço"],
    refused: visitorsAnd("sign-in", { member: "error" }),
  },
]

// Site settings and ambassadors (issue #23): admins only; the snapshot below is unaffected, so
// each attack also checks its own target in tests/integration (settings-rls, ambassadors-rls).
const SETTINGS_AMBASSADORS = {
  settings: { file: "app/(admin)/admin/configuracoes/actions.ts", page: "/admin/configuracoes" },
  ambassadors: { file: "app/(admin)/admin/embaixadoras/actions.ts", page: "/admin/embaixadoras" },
}
const JOANA_ID = "00000000-0000-4000-a000-000000000004"
const SETTINGS_AMBASSADORS_ATTACKS: Attack[] = [
  {
    name: "save the site settings without being an admin",
    module: SETTINGS_AMBASSADORS.settings,
    action: "saveSettings",
    args: () => [IDLE, formData({ site_name: "Invasão", site_description: "Configurações trocadas por fora." })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "approve or pay commissions without being an admin",
    module: SETTINGS_AMBASSADORS.ambassadors,
    action: "updateCommissions",
    args: () => [IDLE, formData({ status: "paid", ids: "00000000-0000-4000-a000-000000000999" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "change an ambassador's code without being an admin",
    module: SETTINGS_AMBASSADORS.ambassadors,
    action: "changeAmbassadorCode",
    args: () => [IDLE, formData({ userId: JOANA_ID, code: "roubado" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
]

// Learning authoring (issue #36): instructors and admins only. Targets are Marina's (editora's)
// seeded material and track; the snapshot reads them (learningRows) before and after each attack.
const TEACHING = { file: "app/(member)/dashboard/ensino/actions.ts", page: "/dashboard/ensino" }
const SEEDED_MATERIAL = "a7000000-0000-4000-a000-000000000001"
const SEEDED_TRACK = "a8000000-0000-4000-a000-000000000001"
const MATERIAL_FIELDS = {
  title: "Material sem direito",
  summary: "Criado por quem não pode criar materiais.",
  topic: "formalizacao",
  level: "iniciante",
  kind: "link",
  access: "public",
  estimated_minutes: "5",
  link_url: "https://exemplo.com.br",
}
const TRACK_FIELDS = {
  title: "Trilha sem direito",
  summary: "Criada por quem não pode criar trilhas.",
  topic: "formalizacao",
  level: "iniciante",
}
const memberRefused = visitorsAnd("sign-in", { member: "error" })
const TEACHING_ATTACKS: Attack[] = [
  ...(
    [
      ["createMaterial", MATERIAL_FIELDS],
      ["updateMaterial", { ...MATERIAL_FIELDS, materialId: SEEDED_MATERIAL }],
      ["setMaterialStatus", { materialId: SEEDED_MATERIAL, status: "draft" }],
      ["deleteMaterial", { materialId: SEEDED_MATERIAL }],
      ["requestMaterialFileUpload", { materialId: SEEDED_MATERIAL, fileName: "guia.pdf", size: "1000" }],
      ["attachMaterialFile", { materialId: SEEDED_MATERIAL, path: "seed/guia-do-mei.pdf", fileName: "guia.pdf" }],
      ["createTrack", TRACK_FIELDS],
      ["updateTrack", { ...TRACK_FIELDS, trackId: SEEDED_TRACK }],
      ["setTrackStatus", { trackId: SEEDED_TRACK, status: "draft" }],
      ["deleteTrack", { trackId: SEEDED_TRACK }],
      ["saveTrackItems", { trackId: SEEDED_TRACK, materialIds: SEEDED_MATERIAL }],
    ] as const
  ).map(([action, fields]) => ({
    name: `${action} without being an instructor or admin`,
    module: TEACHING,
    action,
    args: () => [IDLE, formData(fields)],
    refused: memberRefused,
  })),
]

// The library's progress marks (issue #36): signed-in members only, and only on a material they can
// read. Targets: a seeded draft (nobody may mark it) and one membro has marked (nobody else may
// take his mark back); the snapshot reads their progress rows (progressRows).
const LIBRARY = { file: "app/(site)/aprender/actions.ts", page: "/aprender/-membro/como-calcular-o-preco-de-venda" }
const DRAFT_MATERIAL = "a7000000-0000-4000-a000-000000000020"
const MARKED_MATERIAL = "a7000000-0000-4000-a000-000000000007"
const LIBRARY_ATTACKS: Attack[] = [
  {
    name: "mark a draft material done",
    module: LIBRARY,
    action: "markMaterialDone",
    args: () => [IDLE, formData({ materialId: DRAFT_MATERIAL, slug: "planejamento-do-ano" })],
    refused: visitorsAnd("sign-in", { member: "error" }),
  },
  {
    name: "take back someone's progress mark without a session",
    module: LIBRARY,
    action: "unmarkMaterialDone",
    args: () => [IDLE, formData({ materialId: MARKED_MATERIAL, slug: "como-calcular-o-preco-de-venda" })],
    refused: visitorsAnd("sign-in"),
  },
]

/** The progress rows the library attacks aim at. */
async function progressRows() {
  const { data } = await serviceClient()
    .from("learning_progress")
    .select("user_id, material_id, completed_at")
    .in("material_id", [DRAFT_MATERIAL, MARKED_MATERIAL])
    .order("user_id")
    .order("material_id")
  return data
}

/** The learning rows the attacks aim at, and whether anything was created under their titles. */
async function learningRows() {
  const db = serviceClient()
  const [material, content, track, items, created, createdTrack] = await Promise.all([
    db.from("learning_materials").select("*").eq("id", SEEDED_MATERIAL).single(),
    db.from("learning_material_contents").select("*").eq("material_id", SEEDED_MATERIAL).single(),
    db.from("learning_tracks").select("*").eq("id", SEEDED_TRACK).single(),
    db.from("learning_track_items").select("material_id, position").eq("track_id", SEEDED_TRACK).order("position"),
    db.from("learning_materials").select("id").eq("title", MATERIAL_FIELDS.title),
    db.from("learning_tracks").select("id").eq("title", TRACK_FIELDS.title),
  ])
  return {
    material: material.data,
    content: content.data,
    track: track.data,
    items: items.data,
    created: [...(created.data ?? []), ...(createdTrack.data ?? [])],
  }
}

// The directory (issue #20). Targets are seeded rows: membra's pending doceria, a paused
// business, her pending review, membro's published review of her ateliê and a pending one by a
// visitor of the seed; the snapshot reads them (directoryRows) before and after each attack.
const DIRECTORY = {
  reviews: { file: "components/directory/actions.ts", page: "/diretorio/atelie-fios-de-minas" },
  owner: { file: "app/(member)/dashboard/negocio/actions.ts", page: "/dashboard/negocio" },
  admin: { file: "app/(admin)/admin/negocios/actions.ts", page: "/admin/negocios" },
}
const DIRECTORY_TARGETS = {
  pendingBusiness: "60000000-0000-4000-a000-000000000023",
  pausedBusiness: "60000000-0000-4000-a000-000000000009",
  listedBusiness: "60000000-0000-4000-a000-000000000001",
  ownersReview: "70000000-0000-4000-a000-000000000014",
  membersReview: "70000000-0000-4000-a000-000000000003",
  pendingReview: "70000000-0000-4000-a000-000000000012",
  publishedReview: "70000000-0000-4000-a000-000000000001",
}
const LISTING = {
  name: "Negócio Invasor",
  description: "Uma descrição longa o bastante para passar na validação.",
  category: "alimentacao",
  city: "Recife",
  state: "PE",
  whatsapp: "(81) 99123-4567",
}
const D = DIRECTORY_TARGETS
const DIRECTORY_ATTACKS: Attack[] = [
  {
    name: "read someone's review state without a session",
    module: DIRECTORY.reviews,
    action: "loadReviewerState",
    args: () => [D.listedBusiness],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "review a business without a session",
    module: DIRECTORY.reviews,
    action: "submitReview",
    args: () => [IDLE, formData({ businessId: D.listedBusiness, rating: "1", comment: "Avaliação sem sessão." })],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "delete someone else's review",
    module: DIRECTORY.reviews,
    action: "deleteReview",
    args: () => [IDLE, formData({ id: D.ownersReview })],
    refused: visitorsAnd("unauthenticated", { member: "error", admin: "error" }),
  },
  {
    name: "take the business_owner role without a session",
    module: DIRECTORY.owner,
    action: "becomeBusinessOwner",
    args: () => [IDLE, formData({})],
    refused: visitorsAnd("sign-in"),
  },
  {
    name: "list a business without the business_owner role",
    module: DIRECTORY.owner,
    action: "createListing",
    args: () => [IDLE, formData(LISTING)],
    refused: visitorsAnd("sign-in", { member: "error", editor: "error" }),
  },
  {
    name: "edit someone else's listing",
    module: DIRECTORY.owner,
    action: "updateListing",
    args: () => [IDLE, formData({ ...LISTING, id: D.pendingBusiness })],
    refused: visitorsAnd("sign-in", { member: "error", admin: "error" }),
  },
  {
    name: "answer a review of someone else's business",
    module: DIRECTORY.owner,
    action: "answerReview",
    args: () => [IDLE, formData({ reviewId: D.membersReview, reply: "Resposta de quem não é dona." })],
    refused: visitorsAnd("sign-in", { member: "error", admin: "error" }),
  },
  {
    name: "approve a listing without being an admin",
    module: DIRECTORY.admin,
    action: "approveListing",
    args: () => [IDLE, formData({ id: D.pendingBusiness })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    // Issue #31: an owner's edit of an approved listing waits as a revision only admins decide.
    name: "approve a listing's pending edit without being an admin",
    module: DIRECTORY.admin,
    action: "approveRevisionAction",
    args: () => [IDLE, formData({ id: D.pendingBusiness })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "refuse a listing's pending edit without being an admin",
    module: DIRECTORY.admin,
    action: "rejectRevisionAction",
    args: () => [IDLE, formData({ id: D.pendingBusiness, reason: "Ataque direto" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "refuse a listing without being an admin",
    module: DIRECTORY.admin,
    action: "rejectListing",
    args: () => [IDLE, formData({ id: D.pendingBusiness, reason: "Ataque direto" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "reactivate a business without being an admin",
    module: DIRECTORY.admin,
    action: "setListingActive",
    args: () => [IDLE, formData({ id: D.pausedBusiness, active: "true" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "publish a review without being an admin",
    module: DIRECTORY.admin,
    action: "approveReviewAction",
    args: () => [IDLE, formData({ id: D.pendingReview })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "take down a review without being an admin",
    module: DIRECTORY.admin,
    action: "rejectReviewAction",
    args: () => [IDLE, formData({ id: D.publishedReview, reason: "Ataque direto" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
]

/** The directory rows the attacks above aim at, as the service role reads them. */
async function directoryRows() {
  const db = serviceClient()
  const [businesses, reviews, created] = await Promise.all([
    db
      .from("businesses")
      .select("id, name, description, status, active, rejection_reason, updated_at")
      .in("id", [D.pendingBusiness, D.pausedBusiness, D.listedBusiness])
      .order("id"),
    db
      .from("business_reviews")
      .select("id, rating, comment, approved, rejection_reason, owner_reply")
      .in("id", [D.ownersReview, D.membersReview, D.pendingReview, D.publishedReview])
      .order("id"),
    db.from("businesses").select("id").eq("name", LISTING.name),
  ])
  return { businesses: businesses.data, reviews: reviews.data, created: created.data }
}

// Certificates (issue #36): revoking one is the admins'. The target is Joana's seeded track
// certificate (the seed makes its id), looked up once; the snapshot reads its revocation
// (certificateRows).
const CERTIFICATES = { file: "app/(admin)/admin/certificados/actions.ts", page: "/admin/certificados" }
const CERTIFICATE_TRACK = "a8000000-0000-4000-a000-000000000001"
let certificateTarget = "00000000-0000-4000-a000-00000000c000"
const CERTIFICATE_ATTACKS: Attack[] = [
  {
    name: "revoke a certificate without being an admin",
    module: CERTIFICATES,
    action: "revokeCertificate",
    args: () => [IDLE, formData({ id: certificateTarget, reason: "Revogado por quem não pode." })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
]

test.beforeAll(async () => {
  const { data } = await serviceClient()
    .from("certificates")
    .select("id")
    .eq("user_id", JOANA_ID)
    .eq("track_id", CERTIFICATE_TRACK)
    .maybeSingle()
  if (data) certificateTarget = data.id
})

/** Whether the target was revoked, and why. */
async function certificateRows() {
  const { data } = await serviceClient()
    .from("certificates")
    .select("id, revoked_at, revoked_reason")
    .eq("id", certificateTarget)
  return data
}

// Her public profile (issue #37): written only under her own session; the snapshot looks for the
// handle an attack would have taken.
const MEMBER_PROFILE = { file: "app/(member)/dashboard/perfil/publico/actions.ts", page: "/dashboard/perfil/publico" }
const MEMBERS_DIRECTORY = { file: "app/(site)/associadas/actions.ts", page: "/associadas/joana-batista" }
const ATTACK_HANDLE = "perfil-sem-sessao"
const MEMBER_PROFILE_ATTACKS: Attack[] = [
  {
    name: "publish a member profile without a session",
    module: MEMBER_PROFILE,
    action: "updatePublicProfile",
    args: () => [IDLE, formData({ visibility: "public", handle: ATTACK_HANDLE, bio: "Ataque direto" })],
    refused: visitorsAnd("sign-in"),
  },
  ...(["blockMemberFromProfile", "unblockMemberFromProfile"] as const).map((action) => ({
    name: `${action} without a session`,
    module: MEMBERS_DIRECTORY,
    action,
    args: () => [IDLE, formData({ memberId: ADMIN_ID })],
    refused: visitorsAnd("sign-in"),
  })),
]

// Reported conversations (issue #37): deciding a report is the admins'. The target is the seed's
// open report (a scam reported by Carla); the snapshot reads its status and sanctions.
const MESSAGE_MODERATION = { file: "app/(admin)/admin/mensagens/actions.ts", page: "/admin/mensagens" }
const messageReportTarget = "c7000000-0000-4000-a000-000000000001"
const MESSAGE_MODERATION_ATTACKS: Attack[] = (["warn", "mute", "suspend", "dismiss"] as const).map((action) => ({
  name: `${action} a reported member without being an admin`,
  module: MESSAGE_MODERATION,
  action: "resolveMessageReportAction",
  args: () => [
    IDLE,
    formData({ reportId: messageReportTarget, action, days: "7", note: "Decidido por quem não pode." }),
  ],
  refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
}))

/** The target report's decision and the sanctions it led to. */
async function messageReportRows() {
  const db = serviceClient()
  const [report, sanctions] = await Promise.all([
    db.from("message_reports").select("id, status, resolution, resolution_note").eq("id", messageReportTarget),
    db.from("member_sanctions").select("id").eq("report_id", messageReportTarget),
  ])
  return { report: report.data, sanctions: sanctions.data }
}

// Direct messages (issue #37). The target is a conversation between two fresh members (made once,
// below) that none of the seeded callers takes part in: nobody else may write, read, hide or
// report it, nor start one with a member whose profile is hidden. Blocking is a member's own
// choice, so only callers without a session are refused it. Posted to /mensagens, a visitor meets
// the member area's sign-in redirect first, even for the reads that answer "unauthenticated"
// elsewhere (the table's post from /sobre reaches them).
const MESSAGES = {
  page: { file: "app/(member)/mensagens/actions.ts", page: "/mensagens" },
  header: { file: "components/messages/actions.ts", page: "/" },
}
const dmTarget = {
  conversation: "0b000000-0000-4000-a000-000000000001",
  message: "0b000000-0000-4000-a000-000000000002",
  sender: "0b000000-0000-4000-a000-000000000003",
}
const DM_MEMBERS = { member: "error", editor: "error" } as const
const MESSAGE_ATTACKS: Attack[] = [
  {
    name: "start a conversation with a member whose profile is hidden",
    module: MESSAGES.page,
    action: "startConversation",
    args: () => [IDLE, formData({ recipientId: dmTarget.sender, body: "Oi, achei você por aqui." })],
    refused: visitorsAnd("sign-in", DM_MEMBERS),
  },
  {
    name: "send a message in someone else's conversation",
    module: MESSAGES.page,
    action: "sendMessage",
    args: () => [IDLE, formData({ conversationId: dmTarget.conversation, body: "Entrei na conversa." })],
    refused: visitorsAnd("sign-in", DM_MEMBERS),
  },
  {
    name: "read someone else's conversation",
    module: MESSAGES.page,
    action: "loadMessages",
    args: () => [dmTarget.conversation],
    refused: visitorsAnd("sign-in", DM_MEMBERS),
  },
  {
    name: "read a message of someone else's conversation",
    module: MESSAGES.page,
    action: "loadMessage",
    args: () => [dmTarget.message],
    refused: visitorsAnd("sign-in", DM_MEMBERS),
  },
  {
    name: "mark someone else's conversation read",
    module: MESSAGES.page,
    action: "markConversationRead",
    args: () => [dmTarget.conversation],
    refused: visitorsAnd("sign-in", DM_MEMBERS),
  },
  {
    name: "hide someone else's conversation",
    module: MESSAGES.page,
    action: "hideConversation",
    args: () => [IDLE, formData({ conversationId: dmTarget.conversation })],
    refused: visitorsAnd("sign-in", DM_MEMBERS),
  },
  {
    name: "report someone else's conversation",
    module: MESSAGES.page,
    action: "reportConversation",
    args: () => [IDLE, formData({ conversationId: dmTarget.conversation, reason: "spam", details: "Denúncia falsa." })],
    refused: visitorsAnd("sign-in", DM_MEMBERS),
  },
  ...(["blockMember", "unblockMember"] as const).map((action) => ({
    name: `${action} without a session`,
    module: MESSAGES.page,
    action,
    args: () => [IDLE, formData({ memberId: dmTarget.sender, conversationId: dmTarget.conversation })],
    refused: visitorsAnd("sign-in"),
  })),
  {
    name: "count someone's unread conversations without a session",
    module: MESSAGES.header,
    action: "fetchUnreadMessageCount",
    args: () => [],
    refused: visitorsAnd("unauthenticated"),
  },
]

test.beforeAll(async () => {
  const [sender, recipient] = await Promise.all([createMember("alvo-dm-a"), createMember("alvo-dm-b")])
  // The recipient may be written to (members-only profile); the sender's profile stays hidden.
  await makeProfileVisible(recipient, `alvo-${recipient.id.slice(0, 8)}`)
  const senderDb = await signedInClient(sender.email, sender.password)
  const started = await senderDb.rpc("start_conversation", {
    p_recipient: recipient.id,
    p_body: "Conversa que ninguém mais lê.",
    p_context_kind: null as unknown as string,
    p_context_id: null as unknown as string,
  })
  if (started.error || !started.data) throw new Error(`dm target: ${started.error?.message}`)
  const { data: message } = await serviceClient()
    .from("direct_messages")
    .select("id")
    .eq("conversation_id", started.data)
    .limit(1)
    .single()
  Object.assign(dmTarget, { conversation: started.data, message: message!.id, sender: sender.id })
})

/** The target conversation's rows, and the blocks and reports that name it or its sender. */
async function messageRows() {
  const db = serviceClient()
  const [messages, members, reports, blocks] = await Promise.all([
    db.from("direct_messages").select("id, body").eq("conversation_id", dmTarget.conversation).order("id"),
    db
      .from("conversation_members")
      .select("user_id, last_read_at, hidden_at")
      .eq("conversation_id", dmTarget.conversation)
      .order("user_id"),
    db.from("message_reports").select("id").eq("conversation_id", dmTarget.conversation),
    db.from("member_blocks").select("blocker_id").eq("blocked_id", dmTarget.sender),
  ])
  return { messages: messages.data, members: members.data, reports: reports.data, blocks: blocks.data }
}

// Mentoring (issue #40). The targets are made once (below) between two fresh members none of the
// seeded callers is: an open request (the mentor answers it) and a scheduled session (from an
// accepted one). Nobody else may answer, withdraw, cancel or write a note; each action needs a
// session. The snapshot reads the target rows.
const MENTORING = {
  offer: { file: "app/(member)/dashboard/mentoria/oferta/actions.ts", page: "/dashboard/mentoria/oferta" },
  mine: { file: "app/(member)/dashboard/mentoria/actions.ts", page: "/dashboard/mentoria" },
  cards: { file: "components/mentoring/actions.ts", page: "/dashboard/mentoria" },
  request: { file: "app/(site)/associadas/[handle]/mentoria/actions.ts", page: "/associadas/daniela-rocha/mentoria" },
}
const mentoringTarget = {
  mentor: "0b000000-0000-4000-a000-0000000000a1",
  request: "0b000000-0000-4000-a000-0000000000a2",
  session: "0b000000-0000-4000-a000-0000000000a3",
  times: ["2100-01-01T15:00:00.000Z", "2100-01-02T15:00:00.000Z"],
}
// Callers who take no part in the target request or session: the database answers "not found".
const NOT_PARTICIPANTS = { member: "error", editor: "error", admin: "error" } as const
const MENTORING_ATTACKS: Attack[] = [
  {
    name: "offer mentoring without a session",
    module: MENTORING.offer,
    action: "saveMentorOfferAction",
    args: () => [IDLE, formData({ topics: "financas", formats: "video", sessionMinutes: "60", topicsNote: "Ataque" })],
    refused: visitorsAnd("sign-in"),
  },
  {
    name: "request mentoring without a session",
    module: MENTORING.request,
    action: "requestMentoringAction",
    args: () => [
      IDLE,
      (() => {
        const data = formData({
          mentorId: mentoringTarget.mentor,
          topic: "Pedido falso",
          needs: "Nada.",
          format: "video",
        })
        for (const time of mentoringTarget.times) data.append("times", time)
        return data
      })(),
    ],
    refused: visitorsAnd("sign-in"),
  },
  ...(["accept", "decline"] as const).map((decision) => ({
    name: `${decision} someone else's mentoring request`,
    module: MENTORING.cards,
    action: "respondMentoringRequestAction",
    args: () => [
      IDLE,
      formData({ requestId: mentoringTarget.request, decision, time: mentoringTarget.times[0]!, message: "" }),
    ],
    refused: visitorsAnd("sign-in", NOT_PARTICIPANTS),
  })),
  {
    name: "withdraw someone else's mentoring request",
    module: MENTORING.cards,
    action: "respondMentoringRequestAction",
    args: () => [IDLE, formData({ requestId: mentoringTarget.request, decision: "withdraw" })],
    refused: visitorsAnd("sign-in", NOT_PARTICIPANTS),
  },
  {
    name: "cancel someone else's mentoring session",
    module: MENTORING.cards,
    action: "cancelMentoringSessionAction",
    args: () => [IDLE, formData({ sessionId: mentoringTarget.session, reason: "Cancelado por quem não pode." })],
    refused: visitorsAnd("sign-in", NOT_PARTICIPANTS),
  },
  {
    name: "write a note on someone else's mentoring session",
    module: MENTORING.mine,
    action: "saveMentoringFeedbackAction",
    args: () => [IDLE, formData({ sessionId: mentoringTarget.session, body: "Anotação de quem não participou." })],
    refused: visitorsAnd("sign-in", NOT_PARTICIPANTS),
  },
]

test.beforeAll(async () => {
  const [mentor, mentee] = await Promise.all([createMember("alvo-mentora"), createMember("alvo-mentorada")])
  await Promise.all([
    makeProfileVisible(mentor, `mentora-${mentor.id.slice(0, 8)}`),
    makeProfileVisible(mentee, `mentorada-${mentee.id.slice(0, 8)}`),
  ])
  const mentorDb = await signedInClient(mentor.email, mentor.password)
  const menteeDb = await signedInClient(mentee.email, mentee.password)
  // Every day 06:00–22:00 in São Paulo, one-hour sessions: noon there (15:00 UTC) is bookable.
  const offered = await mentorDb.rpc("save_mentor_offer", {
    p_topics: ["financas"],
    p_topics_note: "",
    p_formats: ["video"],
    p_session_minutes: 60,
    p_active: true,
    p_slots: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "06:00", end: "22:00" })),
  })
  if (offered.error) throw new Error(`mentoring target offer: ${offered.error.message}`)
  const day = (n: number) => {
    const date = new Date()
    date.setUTCDate(date.getUTCDate() + n)
    date.setUTCHours(15, 0, 0, 0)
    return date.toISOString()
  }
  const ask = (times: string[]) =>
    menteeDb.rpc("request_mentoring", {
      p_mentor: mentor.id,
      p_topic: "Alvo dos ataques",
      p_needs: "Um pedido que ninguém mais pode mudar.",
      p_format: "video",
      p_times: times,
    })
  const first = await ask([day(1), day(2)])
  if (first.error || !first.data) throw new Error(`mentoring target request: ${first.error?.message}`)
  const accepted = await mentorDb.rpc("respond_mentoring_request", {
    p_request: first.data,
    p_action: "accept",
    p_time: day(1),
  })
  const sessionId = (accepted.data as { session_id?: string } | null)?.session_id
  if (accepted.error || !sessionId) throw new Error(`mentoring target session: ${accepted.error?.message}`)
  const second = await ask([day(3), day(4)])
  if (second.error || !second.data) throw new Error(`mentoring target open request: ${second.error?.message}`)
  Object.assign(mentoringTarget, {
    mentor: mentor.id,
    request: second.data,
    session: sessionId,
    times: [day(3), day(5)],
  })
})

/** The target request, session and notes, and any offer an attack would have made for a caller. */
async function mentoringRows() {
  const db = serviceClient()
  const [request, session, feedback, offers] = await Promise.all([
    db.from("mentoring_requests").select("id, status, proposed_times, proposed_by").eq("id", mentoringTarget.request),
    db.from("mentoring_sessions").select("id, status, cancel_reason").eq("id", mentoringTarget.session),
    db.from("mentoring_feedback").select("author_id, body").eq("session_id", mentoringTarget.session),
    db.from("mentor_offers").select("user_id, topics_note").eq("topics_note", "Ataque"),
  ])
  return { request: request.data, session: session.data, feedback: feedback.data, offers: offers.data }
}

// Orders with Pix (issue #38). Targets are the seed's orders between Joana (membra, the seller,
// not a caller here) and other members: Daniela's order still placed, Ana's payment reported,
// Eliane's reported one and its open problem report; Joana's order settings; and a business that
// takes no orders. membro (Rafael) has orders of his own from Joana, never these; editora has none.
// The database refuses every step to anyone but the order's own side; the admins' actions are
// refused before it (requireAdmin). The snapshot reads the target rows.
const ORDERS = {
  buyer: { file: "app/(member)/dashboard/encomendas/actions.ts", page: "/dashboard/encomendas" },
  seller: { file: "app/(member)/dashboard/negocio/encomendas/actions.ts", page: "/dashboard/negocio/encomendas" },
  shared: { file: "components/orders/actions.ts", page: "/dashboard/encomendas" },
  settings: {
    file: "app/(member)/dashboard/negocio/[id]/encomendas/actions.ts",
    page: "/dashboard/negocio/60000000-0000-4000-a000-000000000003/encomendas",
  },
  builder: { file: "app/(member)/encomendar/[businessSlug]/actions.ts", page: "/encomendar/atelie-fios-de-minas" },
  admin: { file: "app/(admin)/admin/encomendas/actions.ts", page: "/admin/encomendas" },
}
const orderTarget = {
  placed: "c8000000-0000-4000-a000-000000000003",
  reported: "c8000000-0000-4000-a000-000000000002",
  withReport: "c8000000-0000-4000-a000-000000000007",
  report: "c9000000-0000-4000-a000-000000000001",
  shop: "60000000-0000-4000-a000-000000000003",
  noOrders: "60000000-0000-4000-a000-000000000001",
  product: "e1000000-0000-4000-a000-000000000001",
}
const SIGNED_IN_REFUSED = { member: "error", editor: "error", admin: "error" } as const
const ORDER_ATTACKS: Attack[] = [
  {
    name: "turn off another member's orders",
    module: ORDERS.settings,
    action: "saveOrderSettingsAction",
    args: () => [IDLE, formData({ businessId: orderTarget.shop, offersPickup: "on" })],
    refused: visitorsAnd("sign-in", SIGNED_IN_REFUSED),
  },
  {
    name: "order from a business that takes no orders",
    module: ORDERS.builder,
    action: "placeOrderAction",
    args: () => [
      IDLE,
      formData({ businessId: orderTarget.noOrders, deliveryMethod: "pickup", [`q.${orderTarget.product}`]: "1" }),
    ],
    refused: visitorsAnd("sign-in", SIGNED_IN_REFUSED),
  },
  {
    name: "report the payment of someone else's order",
    module: ORDERS.buyer,
    action: "reportPaymentAction",
    args: () => [IDLE, formData({ orderId: orderTarget.placed })],
    refused: visitorsAnd("sign-in", SIGNED_IN_REFUSED),
  },
  {
    name: "cancel someone else's order as its buyer",
    module: ORDERS.buyer,
    action: "cancelMyOrderAction",
    args: () => [IDLE, formData({ orderId: orderTarget.placed, reason: "Desisti." })],
    refused: visitorsAnd("sign-in", SIGNED_IN_REFUSED),
  },
  ...(["confirm_payment", "mark_ready", "mark_delivered"] as const).map((step) => ({
    name: `${step} on an order another business received`,
    module: ORDERS.seller,
    action: "moveOrderAction",
    args: () => [IDLE, formData({ orderId: orderTarget.reported, step })],
    refused: visitorsAnd("sign-in", SIGNED_IN_REFUSED),
  })),
  {
    name: "cancel an order another business received",
    module: ORDERS.seller,
    action: "cancelReceivedOrderAction",
    args: () => [IDLE, formData({ orderId: orderTarget.reported, reason: "Cancelada por quem não pode." })],
    refused: visitorsAnd("sign-in", SIGNED_IN_REFUSED),
  },
  {
    name: "report a problem on someone else's order",
    module: ORDERS.shared,
    action: "reportOrderProblemAction",
    args: () => [IDLE, formData({ orderId: orderTarget.placed, details: "Relato de quem não comprou nada." })],
    refused: visitorsAnd("sign-in", SIGNED_IN_REFUSED),
  },
  {
    name: "cancel a reported order without being an admin",
    module: ORDERS.admin,
    action: "adminCancelOrderAction",
    args: () => [IDLE, formData({ orderId: orderTarget.withReport, reason: "Cancelada por quem não pode." })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "resolve an order's problem report without being an admin",
    module: ORDERS.admin,
    action: "resolveOrderReportAction",
    args: () => [IDLE, formData({ reportId: orderTarget.report })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
]

/** The target orders, their timelines and reports, Joana's settings, and orders of the other business. */
async function orderRows() {
  const db = serviceClient()
  const ids = [orderTarget.placed, orderTarget.reported, orderTarget.withReport]
  const [orders, events, reports, settings, elsewhere] = await Promise.all([
    db.from("orders").select("id, status, updated_at, cancel_reason").in("id", ids).order("id"),
    db.from("order_events").select("id").in("order_id", ids).order("id"),
    db.from("order_problem_reports").select("id, status").in("order_id", ids).order("id"),
    db.from("business_order_settings").select("*").eq("business_id", orderTarget.shop),
    db.from("orders").select("id").eq("business_id", orderTarget.noOrders),
  ])
  return {
    orders: orders.data,
    events: events.data,
    reports: reports.data,
    settings: settings.data,
    elsewhere: elsewhere.data,
  }
}

// Notification e-mails (issue #39). Her preferences are written only under her own session; the
// outbox's retries are the admins'; the unsubscribe button needs no session but a link signed by
// the server, so a made-up signature for membro must change none of her choices.
const NOTIFICATION_EMAILS = {
  preferences: { file: "app/(member)/dashboard/notificacoes/actions.ts", page: "/dashboard/notificacoes" },
  unsubscribe: { file: "app/(site)/notificacoes/descadastrar/actions.ts", page: "/notificacoes/descadastrar" },
  outbox: { file: "app/(admin)/admin/emails/actions.ts", page: "/admin/emails" },
}
const NOTIFICATION_EMAIL_ATTACKS: Attack[] = [
  {
    name: "save e-mail preferences without a session",
    module: NOTIFICATION_EMAILS.preferences,
    action: "saveNotificationPreferences",
    args: () => [
      IDLE,
      formData({
        ...Object.fromEntries(NOTIFICATION_PREFERENCE_KEYS.map((key) => [`channel_${key}`, "off"])),
        digest_frequency: "weekly",
        digest_hour: "3",
        digest_weekday: "6",
      }),
    ],
    refused: visitorsAnd("sign-in"),
  },
  ...(["community", "digest"] as const).map((category) => ({
    name: `turn off someone's ${category} e-mails with a forged unsubscribe link`,
    module: NOTIFICATION_EMAILS.unsubscribe,
    action: "unsubscribeFromNotificationEmails",
    args: () => [IDLE, formData({ u: MEMBER_ID, c: category, t: "A".repeat(43) })],
    refused: { visitor: "error", forged: "error", member: "error", editor: "error", admin: "error" } as const,
  })),
  {
    name: "send a failed e-mail back to the queue without being an admin",
    module: NOTIFICATION_EMAILS.outbox,
    action: "retryEmailAction",
    args: () => [IDLE, formData({ id: "1" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "send every failed e-mail back to the queue without being an admin",
    module: NOTIFICATION_EMAILS.outbox,
    action: "retryAllFailedEmails",
    args: () => [],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
]

// Push notifications (issue #41): her devices and the categories she pushes, written only under
// her own session. membro's seeded-for-the-test device is the target of the removal; a visitor's
// subscription must not be stored for anyone.
const PUSH = { file: "app/(member)/dashboard/notificacoes/push-actions.ts", page: "/dashboard/notificacoes" }
const PUSH_TARGET = { device: "" }
const PUSH_ATTACKS: Attack[] = [
  {
    name: "store a push subscription without a session",
    module: PUSH,
    action: "savePushSubscriptionAction",
    args: () => [
      IDLE,
      formData({
        endpoint: "https://push.example/push/ataque",
        p256dh: `B${"A".repeat(86)}`,
        auth: "A".repeat(22),
        deviceName: "Ataque",
      }),
    ],
    // The proxy sends a visitor's post to /dashboard/* to sign in before the action runs.
    refused: visitorsAnd("sign-in"),
  },
  {
    name: "remove someone's push device",
    module: PUSH,
    action: "removePushDeviceAction",
    args: () => [IDLE, formData({ id: PUSH_TARGET.device })],
    refused: visitorsAnd("sign-in"),
  },
  {
    name: "change the categories pushed without a session",
    module: PUSH,
    action: "savePushCategoriesAction",
    args: () => [IDLE, formData({ push_messages: "on", push_learning: "on" })],
    refused: visitorsAnd("sign-in"),
  },
]

/** membro's push devices and choices, and any subscription the attacks tried to store. */
async function pushRows() {
  const db = serviceClient()
  const [devices, preferences, stored] = await Promise.all([
    db.from("push_subscriptions").select("id, endpoint, device_name").eq("user_id", MEMBER_ID).order("id"),
    db.from("push_preferences").select("category, enabled").eq("user_id", MEMBER_ID).order("category"),
    db.from("push_subscriptions").select("id").eq("endpoint", "https://push.example/push/ataque"),
  ])
  return { devices: devices.data, preferences: preferences.data, stored: stored.data }
}

/** membro's e-mail choices, which the forged unsubscribe links aim at. */
async function notificationPreferenceRows() {
  const db = serviceClient()
  const [preferences, settings] = await Promise.all([
    db
      .from("notification_preferences")
      .select("category, channel, updated_at")
      .eq("user_id", MEMBER_ID)
      .order("category"),
    db.from("notification_settings").select("*").eq("user_id", MEMBER_ID),
  ])
  return { preferences: preferences.data, settings: settings.data }
}

const ATTACKS: Attack[] = [
  {
    name: "mark someone's notification read",
    module: ACTIONS.notifications,
    action: "markNotificationRead",
    args: (t) => [t.notificationId],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "mark all notifications read",
    module: ACTIONS.notifications,
    action: "markAllNotificationsRead",
    args: () => [],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "delete someone's notification",
    module: ACTIONS.notifications,
    action: "deleteNotification",
    args: (t) => [t.notificationId],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "read notifications",
    module: ACTIONS.notifications,
    action: "fetchNotifications",
    args: () => [],
    refused: visitorsAnd("unauthenticated"),
  },
  {
    name: "get a live-channel token",
    module: ACTIONS.notifications,
    action: "getRealtimeToken",
    args: () => [],
    refused: visitorsAnd("signed-out"),
  },
  {
    name: "create a post",
    module: ACTIONS.blog,
    action: "savePost",
    args: () => [IDLE, formData({ title: "Sem direito", slug: NEW_SLUG, content: "<p>x</p>", status: "published" })],
    refused: visitorsAnd("sign-in", { member: "home" }),
  },
  {
    name: "rewrite a published post",
    module: ACTIONS.blog,
    action: "savePost",
    args: (t) => [IDLE, formData({ id: t.postId, title: "Invadido", slug: "invadido", status: "published" })],
    refused: visitorsAnd("sign-in", { member: "home" }),
  },
  {
    name: "delete a post",
    module: ACTIONS.blog,
    action: "deletePost",
    args: (t) => [IDLE, formData({ id: t.postId })],
    refused: visitorsAnd("sign-in", { member: "home" }),
  },
  {
    name: "upload a post image",
    module: ACTIONS.blog,
    action: "uploadPostImage",
    args: () => [IDLE, postImageForm()],
    refused: visitorsAnd("sign-in", { member: "home" }),
  },
  {
    name: "autosave over a post",
    module: ACTIONS.blog,
    action: "autosavePost",
    args: (t) => [IDLE, formData({ id: t.postId, title: "Invadido", slug: "invadido", status: "draft" })],
    refused: visitorsAnd("sign-in", { member: "home" }),
  },
  {
    name: "read a post's saved versions",
    module: ACTIONS.blog,
    action: "loadPostRevisions",
    args: () => [IDLE, formData({ id: "30000000-0000-4000-a000-000000000018" })],
    refused: visitorsAnd("sign-in", { member: "home" }),
  },
  {
    name: "make a preview link to a draft",
    module: ACTIONS.blog,
    action: "createPreviewLink",
    args: () => [IDLE, formData({ id: "30000000-0000-4000-a000-000000000018" })],
    refused: visitorsAnd("sign-in", { member: "home" }),
  },
  ...(["admin", "blog_editor"] as const).map((right) => ({
    name: `grant ${right}`,
    module: ACTIONS.users,
    action: "setUserRight",
    args: () => [IDLE, formData({ userId: MEMBER_ID, right, enabled: "true" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  })),
  {
    name: "remove the admin's own rights",
    module: ACTIONS.users,
    action: "setUserRight",
    args: () => [IDLE, formData({ userId: ADMIN_ID, right: "admin", enabled: "false" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "add a role",
    module: ACTIONS.users,
    action: "setUserRoleAction",
    args: () => [IDLE, formData({ userId: MEMBER_ID, role: "ambassador", enabled: "true" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "grant a permission",
    module: ACTIONS.users,
    action: "grantPermission",
    args: () => [IDLE, formData({ userId: MEMBER_ID, permissionName: PERMISSION, expiresOn: "" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "revoke a permission",
    module: ACTIONS.users,
    action: "revokePermission",
    args: () => [IDLE, formData({ userId: MEMBER_ID, permissionId: "00000000-0000-4000-a000-0000000000ff" })],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "test the MailRelay connection",
    module: ACTIONS.mailrelay,
    action: "testMailRelayConnection",
    args: () => [],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "force a MailRelay sync",
    module: ACTIONS.mailrelay,
    action: "forceMailRelaySync",
    args: () => [],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "sync the newsletter",
    module: ACTIONS.newsletter,
    action: "syncNewsletter",
    args: () => [],
    refused: visitorsAnd("sign-in", { member: "home", editor: "home" }),
  },
  {
    name: "set a new password without a recovery session",
    module: ACTIONS.resetPassword,
    action: "updatePassword",
    args: () => [IDLE, formData({ password: "Nova-senha-123", confirmPassword: "Nova-senha-123" })],
    // A signed-in member without a recovery link is refused too (the sign-in form must be used).
    refused: visitorsAnd("error", { member: "error" }),
  },
  // The member's own profile: valid forms, so only the missing session refuses them.
  ...(
    [
      ["edit a profile", ACTIONS.profile, "updateProfile", { fullName: "Sem Sessão", phone: "(11) 98765-4321" }],
      ["save self-service roles", ACTIONS.profile, "updateRoles", { business_owner: "on" }],
      ["change the newsletter preference", ACTIONS.profile, "updateNewsletterPreference", { newsletter: "on" }],
      [
        "change the e-mail",
        ACTIONS.account,
        "changeEmail",
        { email: "sem-sessao@exemplo.test", currentPassword: "demo-convergencia" },
      ],
      [
        "change the password",
        ACTIONS.account,
        "changePassword",
        { currentPassword: "demo-convergencia", password: "Nova-senha-123", confirmPassword: "Nova-senha-123" },
      ],
      [
        "delete the account",
        ACTIONS.account,
        "deleteAccount",
        { password: "demo-convergencia", confirmation: "EXCLUIR" },
      ],
      ["save a welcome step", ACTIONS.onboarding, "saveOnboardingStep", { step: "1", fullName: "Sem Sessão" }],
    ] as const
  ).map(([name, module, action, fields]) => ({
    name,
    module,
    action,
    args: () => [IDLE, formData(fields)],
    refused: visitorsAnd("sign-in"),
  })),
  {
    name: "upload an avatar",
    module: ACTIONS.avatar,
    action: "uploadAvatar",
    args: () => {
      const data = new FormData()
      // A real PNG signature: only the missing session may refuse it.
      data.append("avatar", new File([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)], "a.png"))
      return [IDLE, data]
    },
    refused: visitorsAnd("sign-in"),
  },
  {
    name: "remove the avatar",
    module: ACTIONS.avatar,
    action: "removeAvatar",
    args: () => [],
    refused: visitorsAnd("sign-in"),
  },
  {
    name: "skip the welcome flow",
    module: ACTIONS.onboarding,
    action: "skipOnboarding",
    args: () => [],
    refused: visitorsAnd("sign-in"),
  },
  ...COMMUNITY_ATTACKS,
  ...PROJECTS_SHOP_ATTACKS,
  ...SETTINGS_AMBASSADORS_ATTACKS,
  ...DIRECTORY_ATTACKS,
  ...TEACHING_ATTACKS,
  ...CERTIFICATE_ATTACKS,
  ...LIBRARY_ATTACKS,
  ...MEMBER_PROFILE_ATTACKS,
  ...MESSAGE_MODERATION_ATTACKS,
  ...MESSAGE_ATTACKS,
  ...ORDER_ATTACKS,
  ...NOTIFICATION_EMAIL_ATTACKS,
  ...MENTORING_ATTACKS,
  ...PUSH_ATTACKS,
]

/** What the attacks aim at, read with the service role. */
async function snapshot(targets: Targets) {
  const db = serviceClient()
  const [post, created, profiles, permissions, attackHandle] = await Promise.all([
    db.from("blog_posts").select("*").eq("id", targets.postId).single(),
    db.from("blog_posts").select("id").eq("slug", NEW_SLUG),
    db.from("profiles").select("id, is_admin, can_edit_blog, roles").in("id", [ADMIN_ID, MEMBER_ID]).order("id"),
    db.from("user_permissions").select("id").eq("user_id", MEMBER_ID).eq("permission_name", PERMISSION),
    db.from("profiles").select("id").eq("handle", ATTACK_HANDLE),
  ])
  const notification = (await notificationsOf(ADMIN_ID)).find((row) => row.id === targets.notificationId)
  return {
    directory: await directoryRows(),
    learning: await learningRows(),
    certificates: await certificateRows(),
    progress: await progressRows(),
    messageReports: await messageReportRows(),
    directMessages: await messageRows(),
    orders: await orderRows(),
    mentoring: await mentoringRows(),
    notificationPreferences: await notificationPreferenceRows(),
    push: await pushRows(),
    post: post.data,
    created: created.data,
    profiles: profiles.data,
    permissions: permissions.data,
    attackHandle: attackHandle.data,
    notification,
  }
}

test.describe("server actions called directly", () => {
  test.describe.configure({ mode: "serial" })
  let contexts = new Map<Viewer, APIRequestContext>()
  let forged: APIRequestContext | null = null
  let origin = ""
  const targets: Targets = { postId: "", notificationId: "" }

  test.beforeAll(async ({}, testInfo) => {
    if (isPhone(testInfo)) return
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    origin = new URL(baseURL).origin
    contexts = await viewerContexts(baseURL)
    forged = await forgedContext(baseURL)
    const { data: post } = await serviceClient()
      .from("blog_posts")
      .select("id")
      .eq("status", "published")
      .limit(1)
      .single()
    targets.postId = post!.id
    await insertNotifications(ADMIN_ID, [{ title: "Alvo do ataque", message: "Não pode mudar.", type: "info" }])
    targets.notificationId = (await notificationsOf(ADMIN_ID)).find((row) => row.title === "Alvo do ataque")!.id
    // membro's device, as her browser would have saved it (the removal's target).
    const membro = await signedInClient(ACCOUNTS.member)
    const { data: device, error } = await membro.rpc("save_push_subscription", {
      p_endpoint: "https://push.example/push/alvo-do-ataque",
      p_p256dh: `B${"A".repeat(86)}`,
      p_auth: "A".repeat(22),
      p_device_name: "Alvo do ataque",
    })
    if (error) throw new Error(`save_push_subscription: ${error.message}`)
    PUSH_TARGET.device = device
  })

  test.afterAll(async () => {
    for (const context of contexts.values()) await context.dispose()
    await forged?.dispose()
    await serviceClient().from("notifications").delete().eq("id", targets.notificationId)
    await serviceClient().from("push_subscriptions").delete().eq("id", PUSH_TARGET.device)
  })

  test("every action that needs a session is in the table", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const publicActions = new Set([
      "signIn",
      "signUp",
      "requestPasswordReset",
      "resendConfirmation",
      "signOut",
      "subscribeToNewsletter",
      // /certificados: builds the public page's address from a typed code; no session, nothing written.
      "openCertificate",
      // An e-mail's unsubscribe button (issue #39): the signed link is the credential (refused above
      // with a forged one).
      "unsubscribeFromNotificationEmails",
    ])
    const listed = new Set(ATTACKS.map((attack) => `${attack.module.file}#${attack.action}`))
    const ours = (file: string) => file.startsWith("app/") || file.startsWith("components/")
    const actions = serverFunctions().filter((fn) => ours(fn.file) && !fn.name.startsWith("$$"))
    const unlisted = actions.filter((fn) => !publicActions.has(fn.name) && !listed.has(`${fn.file}#${fn.name}`))
    expect(unlisted.map((fn) => `${fn.file}#${fn.name}`)).toEqual([])
  })

  for (const attack of ATTACKS) {
    test(`refuses to ${attack.name}`, async ({}, testInfo) => {
      test.skip(isPhone(testInfo), "answers do not depend on the viewport")
      const before = await snapshot(targets)
      const id = actionId(attack.module.file, attack.action)
      for (const [caller, expected] of Object.entries(attack.refused)) {
        const context = caller === "forged" ? forged! : contexts.get(caller as Viewer)!
        const answer = await callAction(context, origin, id, attack.args(targets), attack.module.page)
        expect(answer.status, `${caller}: ${answer.body.slice(0, 300)}`).toBeLessThan(500)
        expect.soft(refusedAs(answer), `${caller} got ${answer.redirect ?? answer.body.slice(0, 300)}`).toBe(expected)
      }
      // Posted from a public page instead, where no route rule stands in front of the action.
      const elsewhere = await callAction(contexts.get("visitor")!, origin, id, attack.args(targets), "/sobre")
      expect(elsewhere.status).toBeLessThan(500)
      expect(elsewhere.body).not.toMatch(/"status":"success"/)
      expect(await snapshot(targets)).toEqual(before)
    })
  }

  test("cached data functions cannot be called as server actions, by anyone, on any page", async ({}, testInfo) => {
    // Next registers every "use cache" function as a server reference and ran one posted as an
    // action, skipping its page's checks (issue #32). server.mjs calls only the build's actions.
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const cached = serverFunctions().filter((fn) => fn.name.startsWith("$$RSC_SERVER_CACHE"))
    expect(cached.length).toBeGreaterThan(0)
    const pages = ["/sobre", "/convergindo/x", "/diretorio/x", "/comunidade/x", "/projetos/x", "/loja/x", "/aprender/x"]
    for (const fn of cached) {
      for (const viewer of ["visitor", "admin"] as const) {
        for (const page of pages) {
          const answer = await callAction(contexts.get(viewer)!, origin, fn.id, [], page)
          expect(answer.status, `${fn.file} ${fn.name} as ${viewer} on ${page}`).toBe(404)
          expect(answer.body).not.toMatch(/^0:/)
        }
      }
    }
  })
})

/** What the community attacks aim at, read with the service role. */
async function communitySnapshot() {
  const db = serviceClient()
  const [groups, memberships, topic, posts, reports, reactions] = await Promise.all([
    db.from("community_groups").select("id, name, description, kind, archived_at").order("id"),
    db
      .from("community_memberships")
      .select("group_id, user_id, role, status, muted_until")
      .order("group_id")
      .order("user_id"),
    db.from("community_topics").select("id, locked, pinned, replies_count").eq("id", REQUEST_TOPIC).single(),
    db
      .from("community_posts")
      .select("id, body, hidden_reason, deleted_at")
      .in("id", [REQUEST_POST, OTHERS_POST])
      .order("id"),
    db.from("community_reports").select("id, status").order("id"),
    db.from("community_reactions").select("post_id, user_id").eq("post_id", REQUEST_POST),
  ])
  // Other specs add groups and members of their own; the seeded ones are what the attacks aim at.
  const seeded = (row: { group_id?: string; id?: string }) => (row.group_id ?? row.id ?? "").startsWith("c1000000-")
  return {
    groups: groups.data?.filter(seeded),
    memberships: memberships.data?.filter((row) => seeded(row) && row.user_id.startsWith("00000000-0000-4000-a000-")),
    topic: topic.data,
    posts: posts.data,
    reports: reports.data?.filter((row) => row.id.startsWith("c4000000-")),
    reactions: reactions.data,
  }
}

test.describe("community actions called directly", () => {
  test("leave the community's rows exactly as they were", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    const origin = new URL(baseURL).origin
    const contexts = await viewerContexts(baseURL)
    const forged = await forgedContext(baseURL)
    try {
      const before = await communitySnapshot()
      for (const attack of COMMUNITY_ATTACKS) {
        const id = actionId(attack.module.file, attack.action)
        for (const [caller, expected] of Object.entries(attack.refused)) {
          const context = caller === "forged" ? forged : contexts.get(caller as Viewer)!
          const answer = await callAction(
            context,
            origin,
            id,
            attack.args({ postId: "", notificationId: "" }),
            attack.module.page
          )
          expect(answer.status, `${attack.action} as ${caller}`).toBeLessThan(500)
          expect(refusedAs(answer), `${attack.action} as ${caller}: ${answer.body.slice(0, 200)}`).toBe(expected)
        }
      }
      expect(await communitySnapshot()).toEqual(before)
    } finally {
      for (const context of contexts.values()) await context.dispose()
      await forged.dispose()
    }
  })
})
