import { expect, type Page } from "@playwright/test"

import { previewPath, signPreviewToken } from "../../../lib/preview-token"
import type { Viewer } from "./sessions"

/**
 * A preview link of the seeded scheduled post, signed with the e2e server's development secret
 * (scripts/with-local-backend.mjs). A fixed expiry: the path names tests, and every worker must
 * compute the same one.
 */
export const SEEDED_PREVIEW = previewPath(
  signPreviewToken(
    "30000000-0000-4000-a000-000000000021",
    new Date("2100-01-01T00:00:00Z"),
    "local-preview-token-secret-for-development-only"
  )
)

export type SweepPage = { path: string; as: Viewer; ready?: (page: Page) => Promise<void> }

/**
 * Every page of the product, with who opens it and what "loaded" means, shared by the sweeps
 * (a11y-sweep.spec.ts, overflow-sweep.spec.ts) so a new page is added once and checked by all.
 */
export const SWEEP_PAGES: SweepPage[] = [
  {
    path: "/",
    as: "visitor",
    ready: (page) => expect(page.getByText("Carregando depoimentos…")).toHaveCount(0),
  },
  { path: "/sobre", as: "visitor" },
  { path: "/diretrizes", as: "visitor" },
  { path: "/offline", as: "visitor" },
  { path: "/projetos", as: "visitor" },
  { path: "/loja", as: "visitor" },
  { path: "/diretorio", as: "visitor" },
  // The site search (issue #42): results as a visitor (the cached twin) and a member, one kind's
  // tab, and the empty state with its suggestions.
  { path: "/busca?q=empreendedorismo", as: "visitor" },
  { path: "/busca?q=empreendedorismo", as: "member" },
  { path: "/busca?q=mei&tipo=materiais", as: "visitor" },
  { path: "/busca?q=nada-por-aqui-xyz", as: "visitor" },
  { path: "/projetos/mentoria-coletiva-vendas", as: "visitor" },
  // Members (issue #37): the directory for a visitor and a member, a filtered state, a public
  // profile, a members-only one for a visitor (the invitation) and a member, an unknown one.
  { path: "/associadas", as: "visitor" },
  { path: "/associadas", as: "member" },
  { path: "/associadas?oferece=confeitaria&uf=MG", as: "visitor" },
  { path: "/associadas/joana-batista", as: "visitor" },
  { path: "/associadas/carla-mendes", as: "visitor" },
  { path: "/associadas/carla-mendes", as: "member" },
  { path: "/associadas/perfil-que-nao-existe", as: "visitor" },
  { path: "/loja/bolo-de-rolo-tradicional", as: "visitor" },
  // The library (issue #36): the list, a filtered state, a track, a video, a members-only material
  // for a visitor (the invitation) and for a member (its content and her progress form).
  { path: "/aprender", as: "visitor" },
  { path: "/aprender?tema=vendas&tipo=video", as: "visitor" },
  { path: "/aprender/trilhas/do-zero-ao-mei", as: "visitor" },
  { path: "/aprender/trilhas/do-zero-ao-mei", as: "member" },
  { path: "/aprender/abrir-o-mei-passo-a-passo", as: "visitor" },
  { path: "/aprender/das-em-dia", as: "visitor" },
  { path: "/aprender/das-em-dia", as: "member" },
  {
    path: "/convergindo",
    as: "visitor",
    ready: (page) => expect(page.getByRole("main").getByRole("article").first()).toBeVisible(),
  },
  { path: "/convergindo?categoria=economia-solidaria", as: "visitor" },
  { path: "/convergindo?busca=nada-por-aqui", as: "visitor" },
  {
    path: "/convergindo/fluxo-de-caixa-na-pratica",
    as: "visitor",
    ready: (page) => expect(page.getByRole("region", { name: "Posts Relacionados" })).toBeVisible(),
  },
  { path: "/convergindo/post-que-nao-existe", as: "visitor" },
  { path: "/pagina-que-nao-existe", as: "visitor" },
  { path: "/newsletter/check_email", as: "visitor" },
  // Notification e-mails (issue #39): an unsubscribe link that does not verify (the notice).
  { path: "/notificacoes/descadastrar", as: "visitor" },
  { path: SEEDED_PREVIEW, as: "visitor" },
  // Certificates (issue #36): the form, and an unknown code's answer (a seeded code is random).
  { path: "/certificados", as: "visitor" },
  { path: "/certificados/ABCDE-FGHJK-MNPQR-STVWX", as: "visitor" },
  { path: "/auth", as: "visitor" },
  { path: "/auth/reset-password", as: "visitor" },
  { path: "/auth/email-pendente", as: "visitor" },
  { path: "/dashboard", as: "member" },
  { path: "/dashboard/perfil", as: "member" },
  { path: "/dashboard/perfil/publico", as: "member" },
  { path: "/dashboard/boas-vindas", as: "member" },
  // Her e-mail preferences (issue #39).
  {
    path: "/dashboard/notificacoes",
    as: "member",
    ready: (page) => expect(page.getByRole("form", { name: "Notificações por e-mail" })).toBeVisible(),
  },
  // Mentoring (issue #40): her page (suggestions, requests, sessions), her offer's form with its
  // weekly slots editor, the request form for a seeded mentor (Daniela Rocha: Tuesday and Thursday
  // slots, so there are always times to choose), and the directory filtered by it.
  {
    path: "/dashboard/mentoria",
    as: "member",
    ready: (page) => expect(page.getByRole("heading", { name: "Mentoras para você" })).toBeVisible(),
  },
  {
    path: "/dashboard/mentoria/oferta",
    as: "member",
    ready: (page) => expect(page.getByRole("form", { name: "Oferta de mentoria" })).toBeVisible(),
  },
  {
    path: "/associadas/daniela-rocha/mentoria",
    as: "member",
    ready: (page) => expect(page.getByRole("form", { name: "Pedido de mentoria a Daniela Rocha" })).toBeVisible(),
  },
  { path: "/associadas?mentoria=1", as: "visitor" },
  { path: "/dashboard/aprendizagem", as: "member" },
  { path: "/dashboard/projetos", as: "member" },
  { path: "/dashboard/projetos/novo", as: "member" },
  // Direct messages (issue #37): her list, and the first-message composer from a business page
  // (the seed's Ateliê Fios de Minas, membra's).
  { path: "/mensagens", as: "member", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  {
    path: "/mensagens/nova?contexto=business&ref=60000000-0000-4000-a000-000000000003",
    as: "member",
    ready: (page) => expect(page.getByLabel("Sua mensagem")).toBeVisible(),
  },
  // Orders with Pix (issue #38): the ways in on a product and a business page (Joana's Ateliê Fios
  // de Minas takes orders), the builder with a product chosen, membro's orders and her delivered
  // one (the review invitation), the received orders (none for her), and the admins' list. The
  // seller's and the buyer's pages with a Pix code are axed in orders.spec.ts.
  { path: "/loja/manta-de-trico-natural", as: "visitor" },
  {
    path: "/diretorio/atelie-fios-de-minas",
    as: "visitor",
    ready: (page) => expect(page.getByRole("link", { name: "Entrar para avaliar" })).toBeVisible(),
  },
  {
    path: "/encomendar/atelie-fios-de-minas?produto=manta-de-trico-natural&quantidade=2",
    as: "member",
    ready: (page) => expect(page.getByRole("form", { name: "Fazer encomenda" })).toBeVisible(),
  },
  { path: "/dashboard/encomendas", as: "member" },
  {
    path: "/dashboard/encomendas/c8000000-0000-4000-a000-000000000001",
    as: "member",
    ready: (page) => expect(page.getByRole("region", { name: "Como foi a sua compra?" })).toBeVisible(),
  },
  { path: "/dashboard/negocio/encomendas", as: "member" },
  // The attendance sheet (issue #36), as the mentorship's instructor: made for a phone in the room.
  { path: "/dashboard/projetos/d1000000-0000-4000-a000-000000000002/presenca", as: "editor" },
  { path: "/dashboard/ensino", as: "editor" },
  { path: "/dashboard/ensino/novo-material", as: "editor" },
  { path: "/dashboard/ensino/nova-trilha", as: "editor" },
  { path: "/dashboard/ensino/materiais/a7000000-0000-4000-a000-000000000001", as: "editor" },
  { path: "/dashboard/ensino/trilhas/a8000000-0000-4000-a000-000000000001", as: "editor" },
  { path: "/admin/newsletter", as: "member" },
  { path: "/admin/blog", as: "editor" },
  { path: "/admin", as: "admin" },
  { path: "/admin/usuarios", as: "admin" },
  { path: "/admin/newsletter", as: "admin" },
  { path: "/admin/mailrelay", as: "admin" },
  { path: "/admin/emails", as: "admin" },
  { path: "/admin/test", as: "admin" },
  { path: "/admin/negocios", as: "admin" },
  { path: "/admin/embaixadoras", as: "admin" },
  { path: "/admin/importar", as: "admin" },
  { path: "/admin/certificados", as: "admin" },
  { path: "/admin/comunidade", as: "admin" },
  // The reported conversations (issue #37): the seed's open report, opened with its conversation.
  {
    path: "/admin/mensagens",
    as: "admin",
    ready: (page) => expect(page.getByRole("region", { name: /^Conversa denunciada/ })).toBeVisible(),
  },
  { path: "/admin/configuracoes", as: "admin" },
  // Every order, with the seed's open problem report and its forms (issue #38).
  {
    path: "/admin/encomendas",
    as: "admin",
    ready: (page) => expect(page.getByRole("region", { name: /encomendas?$/ })).toBeVisible(),
  },
  // Insight (issue #43): the overview's charts and every chart of the reports, drawn.
  {
    path: "/admin/relatorios?periodo=12m",
    as: "admin",
    ready: (page) => expect(page.getByTestId("insight-chart-drawing").locator("svg").first()).toBeVisible(),
  },
]
