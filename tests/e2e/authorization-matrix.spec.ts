import { type APIRequestContext } from "@playwright/test"
import { E2E_SITE_URL } from "../../scripts/lib/e2e-hosts.mjs"
import { expect, test } from "./helpers/test"

import { DEMO_PASSWORD, signInWithForm } from "./helpers/notifications-backend"
import { SEEDED_PREVIEW } from "./helpers/pages"
import { forgedContext, type Viewer, viewerContexts } from "./helpers/sessions"
import { isPhone } from "./helpers/site"

/**
 * Every route of the product, for every kind of viewer, with the exact answer: status, and for a
 * redirect where it points. Requests are made without following redirects, with one saved
 * sign-in state per role (signed in once through the real form), so each row is one request.
 */
type Outcome = number | { redirect: string }

const SIGN_IN = (from: string) => ({ redirect: `/auth?from=${encodeURIComponent(from)}` })
/** A file material's download: a 303 to a signed Storage address (its token differs every time). */
const SIGNED_FILE = { redirect: "/storage/v1/object/sign/learning-files/…" }
const HOME = { redirect: "/" }
const everyone = (outcome: Outcome): Record<Viewer, Outcome> => ({
  visitor: outcome,
  member: outcome,
  editor: outcome,
  admin: outcome,
})
const adminOnly = (path: string): Record<Viewer, Outcome> => ({
  visitor: SIGN_IN(path),
  member: HOME,
  editor: HOME,
  admin: 200,
})

const POST = "/convergindo/bancos-comunitarios-e-moedas-sociais"
/** membra, the seed's business owner (the directory's fifth viewer, below). */
const ACCOUNTS_OWNER = "membra@convergencia.test"
// Seeded community topics: in Finanças para MEI (open), the by-request group and the hidden one.
const COMMUNITY_TOPIC = "/comunidade/financas-para-mei/c2000000-0000-4000-a000-000000000002"
const REQUEST_GROUP_TOPIC = "/comunidade/economia-solidaria-no-nordeste/c2000000-0000-4000-a000-000000000007"
const HIDDEN_GROUP_TOPIC = "/comunidade/circulo-de-liderancas/c2000000-0000-4000-a000-000000000014"

// Marina's (editora's) seeded material and track, as their edit pages (issue #36).
const TEACHING_MATERIAL = "/dashboard/ensino/materiais/a7000000-0000-4000-a000-000000000001"
const TEACHING_TRACK = "/dashboard/ensino/trilhas/a8000000-0000-4000-a000-000000000001"

// Orders of the seed (issue #38): membro's delivered order from Joana's Ateliê Fios de Minas.
const BUYER_ORDER = "/dashboard/encomendas/c8000000-0000-4000-a000-000000000001"
const SELLER_ORDER = "/dashboard/negocio/encomendas/c8000000-0000-4000-a000-000000000001"
const ORDER_SETTINGS = "/dashboard/negocio/60000000-0000-4000-a000-000000000003/encomendas"

// A mentoring session's calendar file (issue #40) of nobody among the viewers: an id no session has.
const MENTORING_ICS = "/dashboard/mentoria/sessoes/5e550000-0000-4000-a000-0000000000ff/agenda.ics"

// An unsubscribe link of a notification e-mail (issue #39) for membro, with a made-up signature.
const FORGED_UNSUBSCRIBE = `/notificacoes/descadastrar?u=00000000-0000-4000-a000-000000000003&c=community&t=${"A".repeat(43)}`

const MATRIX: Record<string, Record<Viewer, Outcome>> = {
  // Public pages, feeds and machine files.
  "/": everyone(200),
  "/sobre": everyone(200),
  "/about": everyone({ redirect: "/sobre" }),
  // The community's rules (issue #37): static, the same for everyone.
  "/diretrizes": everyone(200),
  // Where "Excluir minha conta" lands (issue #31): static, the same for everyone.
  "/conta-excluida": everyone(200),
  // The offline page (issue #41): static, the same for everyone, precached by the service worker.
  "/offline": everyone(200),
  // The members' directory and profiles (issue #37), on the seed's profiles: Joana's is public,
  // Carla's members-only (a visitor gets the invitation to sign in, 200), Gabriela's hidden (404 to
  // everyone but her). The twins' own paths lead back to the page.
  "/associadas": everyone(200),
  "/associadas?oferece=confeitaria&uf=MG": everyone(200),
  "/associadas?pagina=2": everyone(200),
  "/associadas/joana-batista": everyone(200),
  "/associadas/carla-mendes": everyone(200),
  "/associadas/gabriela-souza": everyone(404),
  "/associadas/perfil-que-nao-existe": everyone(404),
  "/associadas/-lista": everyone(200),
  "/associadas/-membro": everyone({ redirect: "/associadas" }),
  "/associadas/-membro/joana-batista": everyone({ redirect: "/associadas/joana-batista" }),
  // Asking for mentoring (issue #40): members only; a visitor signs in first. A profile a member
  // may not see is the same 404 as on the profile itself (lib/routing/member-route.ts).
  "/associadas/daniela-rocha/mentoria": {
    visitor: SIGN_IN("/associadas/daniela-rocha/mentoria"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  "/associadas/joana-batista/mentoria": {
    visitor: SIGN_IN("/associadas/joana-batista/mentoria"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  "/associadas?mentoria=1": everyone(200),
  "/associadas/gabriela-souza/mentoria": {
    visitor: SIGN_IN("/associadas/gabriela-souza/mentoria"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  "/projetos": everyone(200),
  "/loja": everyone(200),
  // The site search (issue #42): a visitor's search is the cached twin, a member's per request;
  // an unknown tipo is every kind. The twin's own path leads back to /busca, or is a 404 with a
  // param the proxy never makes.
  "/busca": everyone(200),
  "/busca?q=empreendedorismo": everyone(200),
  "/busca?q=mei&tipo=materiais&pagina=2": everyone(200),
  "/busca?q=mei&tipo=desconhecido": everyone(200),
  "/busca/-visitante/bWVpCgox": everyone({ redirect: "/busca?q=mei" }),
  "/busca/-visitante/_": everyone(404),
  // The lists searched with ?busca: a visitor's is a cached twin (…/-visitante/<consulta>), a
  // member's the filtered one; the twin's own path leads back to the list ("busca=mei"), or is a
  // 404 with a param the proxy never makes.
  "/convergindo?busca=mei": everyone(200),
  "/convergindo/-visitante/YnVzY2E9bWVp": everyone({ redirect: "/convergindo?busca=mei" }),
  "/convergindo/-visitante/_": everyone(404),
  "/diretorio?busca=mei": everyone(200),
  "/diretorio/-visitante/YnVzY2E9bWVp": everyone({ redirect: "/diretorio?busca=mei" }),
  "/diretorio/-visitante/_": everyone(404),
  "/loja?busca=mei": everyone(200),
  "/loja/-visitante/YnVzY2E9bWVp": everyone({ redirect: "/loja?busca=mei" }),
  "/loja/-visitante/_": everyone(404),
  "/aprender?busca=mei": everyone(200),
  "/aprender/-visitante/YnVzY2E9bWVp": everyone({ redirect: "/aprender?busca=mei" }),
  "/aprender/-visitante/_": everyone(404),
  "/associadas?busca=mei": everyone(200),
  "/associadas/-visitante/YnVzY2E9bWVp": everyone({ redirect: "/associadas?busca=mei" }),
  "/associadas/-visitante/_": everyone(404),
  "/diretorio": everyone(200),
  // The directory (issue #20): listed businesses are public; unknown, pending (membra's doceria)
  // and paused ones answer 404 to everyone, their owner included (she previews in her panel).
  "/diretorio?uf=MG&encomendas=1": everyone(200),
  "/diretorio/atelie-fios-de-minas": everyone(200),
  "/diretorio/negocio-que-nao-existe": everyone(404),
  "/diretorio/doceria-da-joana": everyone(404),
  "/diretorio/marmitaria-da-dona-rosa": everyone(404),
  "/diretorio/doces-da-claudia/avaliacoes/2": everyone(404),
  // Projects and the shop window (issue #22): public pages, a closed business's product is gone.
  "/projetos?tipo=curso&uf=BA": everyone(200),
  "/projetos/financas-para-mei": everyone(200),
  "/projetos/projeto-que-nao-existe": everyone(404),
  // The signed-in rendering of a project's and a group's page (lib/routing/table.ts), named directly.
  "/projetos/-membro/financas-para-mei": everyone({ redirect: "/projetos/financas-para-mei" }),
  "/comunidade/-membro/circulo-de-liderancas": everyone({ redirect: "/comunidade/circulo-de-liderancas" }),
  "/loja?categoria=moda": everyone(200),
  "/loja?pagina=2": everyone(200),
  "/loja/bolo-de-rolo-tradicional": everyone(200),
  "/loja/marmita-caseira-do-dia": everyone(404),
  // The library (issue #36): public pages for everyone; drafts and unknown slugs are 404.
  "/aprender": everyone(200),
  "/aprender?busca=mei&tema=formalizacao": everyone(200),
  "/aprender?pagina=2": everyone(200),
  "/aprender/o-que-e-mei-e-quem-pode-ser": everyone(200),
  "/aprender/das-em-dia": everyone(200),
  "/aprender/planejamento-do-ano": everyone(404),
  "/aprender/material-que-nao-existe": everyone(404),
  "/aprender/trilhas/do-zero-ao-mei": everyone(200),
  "/aprender/trilhas/trilha-que-nao-existe": everyone(404),
  // Their twins named directly: the list's is a page of its own, the member ones send to the address.
  "/aprender/-lista": everyone(200),
  "/aprender/-membro/das-em-dia": everyone({ redirect: "/aprender/das-em-dia" }),
  "/aprender/trilhas/-membro/do-zero-ao-mei": everyone({ redirect: "/aprender/trilhas/do-zero-ao-mei" }),
  // A file material: a public one is signed for anyone; a members-only one sends visitors to sign in.
  "/aprender/guia-do-fluxo-de-caixa/arquivo": {
    visitor: SIGN_IN("/aprender/guia-do-fluxo-de-caixa"),
    member: SIGNED_FILE,
    editor: SIGNED_FILE,
    admin: SIGNED_FILE,
  },
  "/aprender/checklist-da-formalizacao/arquivo": everyone(SIGNED_FILE),
  "/aprender/o-que-e-mei-e-quem-pode-ser/arquivo": everyone(404),
  "/convergindo": everyone(200),
  "/convergindo?categoria=economia-solidaria": everyone(200),
  [POST]: everyone(200),
  "/convergindo/post-que-nao-existe": everyone(404),
  "/blog": everyone({ redirect: "/convergindo" }),
  "/blog/bancos-comunitarios-e-moedas-sociais": everyone({ redirect: POST }),
  "/newsletter/check_email": everyone(200),
  "/newsletter/confirmar": everyone({ redirect: "/newsletter/link_invalid" }),
  "/newsletter/descadastrar": everyone(200),
  // Notification e-mails' unsubscribe link (issue #39): a page for anyone, which says a missing or
  // forged link is invalid (200, no button); its one-click address takes POSTs and sends a GET to it.
  "/notificacoes/descadastrar": everyone(200),
  [FORGED_UNSUBSCRIBE]: everyone(200),
  "/notificacoes/descadastrar/um-clique": everyone({ redirect: "/notificacoes/descadastrar" }),
  // The blog's signed preview links (issue #24): anyone holding one, account or not; a changed one is a 404.
  [SEEDED_PREVIEW]: everyone(200),
  [`${SEEDED_PREVIEW.slice(0, -1)}${SEEDED_PREVIEW.endsWith("A") ? "B" : "A"}`]: everyone(404),
  "/previa/nao-e-um-token": everyone(404),
  "/rss": everyone(200),
  "/feed.xml": everyone(200),
  "/sitemap.xml": everyone(200),
  "/robots.txt": everyone(200),
  // The installable app (issue #41): its manifest and its service worker.
  "/manifest.webmanifest": everyone(200),
  "/sw.js": everyone(200),
  "/pagina-que-nao-existe": everyone(404),
  "/auth": everyone(200),
  "/auth/reset-password": everyone(200),
  // The first of the two e-mail change links lands here (issue #33), whoever opens it, signed in or not.
  "/auth/email-pendente": everyone(200),
  // The filtered lists' per-request twins (the proxy rewrites `?busca=`… to them), reached directly.
  "/convergindo/-lista": everyone(200),
  "/diretorio/-lista": everyone(200),
  "/projetos/-lista": everyone(200),
  "/loja/-lista": everyone(200),
  // The community (issue #21). The seed: membro takes part in Finanças para MEI, editora moderates
  // it and belongs to the hidden Círculo de Lideranças, admin moderates the by-request group.
  "/comunidade": everyone(200),
  "/comunidade/financas-para-mei": everyone(200),
  "/comunidade/economia-solidaria-no-nordeste": everyone(200),
  "/comunidade/grupo-que-nao-existe": everyone(404),
  "/comunidade/circulo-de-liderancas": { visitor: 404, member: 404, editor: 200, admin: 200 },
  [COMMUNITY_TOPIC]: { visitor: SIGN_IN(COMMUNITY_TOPIC), member: 200, editor: 200, admin: 200 },
  [REQUEST_GROUP_TOPIC]: { visitor: SIGN_IN(REQUEST_GROUP_TOPIC), member: 404, editor: 404, admin: 200 },
  [HIDDEN_GROUP_TOPIC]: { visitor: SIGN_IN(HIDDEN_GROUP_TOPIC), member: 404, editor: 200, admin: 200 },
  "/comunidade/financas-para-mei/nao-e-um-topico": everyone(404),
  "/comunidade/financas-para-mei/moderacao": {
    visitor: SIGN_IN("/comunidade/financas-para-mei/moderacao"),
    member: 404,
    editor: 200,
    admin: 200,
  },
  "/comunidade/economia-solidaria-no-nordeste/moderacao": {
    visitor: SIGN_IN("/comunidade/economia-solidaria-no-nordeste/moderacao"),
    member: 404,
    editor: 404,
    admin: 200,
  },
  // Certificates (issue #36): the public lookup; a malformed or unknown code is a 404 for everyone.
  "/certificados": everyone(200),
  "/certificados/nao-e-um-codigo": everyone(404),
  "/certificados/ABCDE-FGHJK-MNPQR-STVWX": everyone(404),
  "/dashboard/aprendizagem": { visitor: SIGN_IN("/dashboard/aprendizagem"), member: 200, editor: 200, admin: 200 },
  "/admin/certificados": adminOnly("/admin/certificados"),
  // Member area.
  "/dashboard": { visitor: SIGN_IN("/dashboard"), member: 200, editor: 200, admin: 200 },
  "/dashboard/perfil": { visitor: SIGN_IN("/dashboard/perfil"), member: 200, editor: 200, admin: 200 },
  "/dashboard/perfil/publico": { visitor: SIGN_IN("/dashboard/perfil/publico"), member: 200, editor: 200, admin: 200 },
  "/dashboard/perfil/dados": { visitor: SIGN_IN("/dashboard/perfil/dados"), member: 200, editor: 200, admin: 200 },
  "/dashboard/boas-vindas": { visitor: SIGN_IN("/dashboard/boas-vindas"), member: 200, editor: 200, admin: 200 },
  // Her e-mail preferences (issue #39): anyone signed in, each her own (the functions act for auth.uid()).
  "/dashboard/notificacoes": { visitor: SIGN_IN("/dashboard/notificacoes"), member: 200, editor: 200, admin: 200 },
  // Mentoring (issue #40): anyone signed in, each her own (the functions act for auth.uid()). A
  // session's calendar file is its two participants'; anyone else gets the same 404 as for an
  // unknown id (mentoring.spec.ts downloads a real one).
  "/dashboard/mentoria": { visitor: SIGN_IN("/dashboard/mentoria"), member: 200, editor: 200, admin: 200 },
  "/dashboard/mentoria/oferta": {
    visitor: SIGN_IN("/dashboard/mentoria/oferta"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  [MENTORING_ICS]: { visitor: SIGN_IN(MENTORING_ICS), member: 404, editor: 404, admin: 404 },
  "/dashboard/mentoria/sessoes/nao-e-uma-sessao/agenda.ics": {
    visitor: SIGN_IN("/dashboard/mentoria/sessoes/nao-e-uma-sessao/agenda.ics"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  // Direct messages (issue #37): signed-in only. A conversation that is not hers, or an id that
  // cannot be one, is the same 404 (lib/routing/conversation-route.ts), for admins too: the seed's
  // reported conversation (Carla and Fernanda) is theirs to read in /admin/mensagens only. Her own
  // are opened in direct-messages.spec.ts.
  "/mensagens": { visitor: SIGN_IN("/mensagens"), member: 200, editor: 200, admin: 200 },
  "/mensagens/nova": { visitor: SIGN_IN("/mensagens/nova"), member: 200, editor: 200, admin: 200 },
  "/mensagens/nao-e-uma-conversa": {
    visitor: SIGN_IN("/mensagens/nao-e-uma-conversa"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  "/mensagens/c5000000-0000-4000-a000-000000000003": {
    visitor: SIGN_IN("/mensagens/c5000000-0000-4000-a000-000000000003"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  // Orders with Pix (issue #38). Her orders and the orders her businesses received are lists for
  // anyone signed in; one order is its buyer's page (membro bought the seed's delivered manta) or
  // its seller's (membra, Joana, not a viewer here), a 404 for anyone else, admins included (theirs
  // is /admin/encomendas), decided up front (lib/routing/order-route.ts). The order builder is
  // signed-in only, keeps the product and quantity through sign-in, and is a 404 for a business
  // that is not listed (Doceria da Joana waits for approval).
  "/dashboard/encomendas": { visitor: SIGN_IN("/dashboard/encomendas"), member: 200, editor: 200, admin: 200 },
  [BUYER_ORDER]: { visitor: SIGN_IN(BUYER_ORDER), member: 200, editor: 404, admin: 404 },
  "/dashboard/encomendas/nao-e-um-id": {
    visitor: SIGN_IN("/dashboard/encomendas/nao-e-um-id"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  "/dashboard/negocio/encomendas": {
    visitor: SIGN_IN("/dashboard/negocio/encomendas"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  [SELLER_ORDER]: { visitor: SIGN_IN(SELLER_ORDER), member: 404, editor: 404, admin: 404 },
  // A business's order settings: its owner's; anyone else reads the not-found view (status 200, as
  // the listing's own edit page; see "the directory's owner side" below).
  [ORDER_SETTINGS]: { visitor: SIGN_IN(ORDER_SETTINGS), member: 200, editor: 200, admin: 200 },
  "/encomendar/atelie-fios-de-minas": {
    visitor: SIGN_IN("/encomendar/atelie-fios-de-minas"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  "/encomendar/atelie-fios-de-minas?produto=manta-de-trico-natural&quantidade=2": {
    visitor: SIGN_IN("/encomendar/atelie-fios-de-minas?produto=manta-de-trico-natural&quantidade=2"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  "/encomendar/doceria-da-joana": {
    visitor: SIGN_IN("/encomendar/doceria-da-joana"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  "/encomendar/nao_vale": { visitor: SIGN_IN("/encomendar/nao_vale"), member: 404, editor: 404, admin: 404 },
  // Anyone signed in may start a listing (the page offers the business_owner role first).
  "/dashboard/negocio": { visitor: SIGN_IN("/dashboard/negocio"), member: 200, editor: 200, admin: 200 },
  "/dashboard/negocio/novo": { visitor: SIGN_IN("/dashboard/negocio/novo"), member: 200, editor: 200, admin: 200 },
  // Instructors (editora) and admins manage projects; other members see a notice (200).
  "/dashboard/projetos": { visitor: SIGN_IN("/dashboard/projetos"), member: 200, editor: 200, admin: 200 },
  "/dashboard/projetos/novo": { visitor: SIGN_IN("/dashboard/projetos/novo"), member: 200, editor: 200, admin: 200 },
  // A project's attendance sheet (issue #36): its instructors (editora teaches the mentorship) and
  // admins; anyone else gets the member area's 404 (lib/routing/managed-route.ts).
  "/dashboard/projetos/d1000000-0000-4000-a000-000000000002/presenca": {
    visitor: SIGN_IN("/dashboard/projetos/d1000000-0000-4000-a000-000000000002/presenca"),
    member: 404,
    editor: 200,
    admin: 200,
  },
  // Learning authoring (issue #36): instructors (editora) and admins; other members see a notice
  // (200), and an edit page that is not hers is a 404 (lib/routing/managed-route.ts).
  "/dashboard/ensino": { visitor: SIGN_IN("/dashboard/ensino"), member: 200, editor: 200, admin: 200 },
  "/dashboard/ensino/novo-material": {
    visitor: SIGN_IN("/dashboard/ensino/novo-material"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  "/dashboard/ensino/nova-trilha": {
    visitor: SIGN_IN("/dashboard/ensino/nova-trilha"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  [TEACHING_MATERIAL]: { visitor: SIGN_IN(TEACHING_MATERIAL), member: 404, editor: 200, admin: 200 },
  [TEACHING_TRACK]: { visitor: SIGN_IN(TEACHING_TRACK), member: 404, editor: 200, admin: 200 },
  "/dashboard/ensino/materiais/nao-e-um-id": {
    visitor: SIGN_IN("/dashboard/ensino/materiais/nao-e-um-id"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  "/dashboard/ensino/trilhas/a8000000-0000-4000-a000-000000000999": {
    visitor: SIGN_IN("/dashboard/ensino/trilhas/a8000000-0000-4000-a000-000000000999"),
    member: 404,
    editor: 404,
    admin: 404,
  },
  "/dashboard/negocio/produtos": {
    visitor: SIGN_IN("/dashboard/negocio/produtos"),
    member: 200,
    editor: 200,
    admin: 200,
  },
  // Administration: editors reach only the blog editor; /admin/newsletter shows its own 403.
  "/admin": { visitor: SIGN_IN("/admin"), member: HOME, editor: { redirect: "/admin/blog" }, admin: 200 },
  "/admin/blog": { visitor: SIGN_IN("/admin/blog"), member: HOME, editor: 200, admin: 200 },
  "/admin/newsletter": { visitor: SIGN_IN("/admin/newsletter"), member: 403, editor: 403, admin: 200 },
  "/admin/usuarios": adminOnly("/admin/usuarios"),
  "/admin/mailrelay": adminOnly("/admin/mailrelay"),
  // The e-mail outbox (issue #39), with any filter (an unknown one is only ignored).
  "/admin/emails": adminOnly("/admin/emails"),
  "/admin/emails?estado=failed&modelo=digest&pagina=2": adminOnly("/admin/emails?estado=failed&modelo=digest&pagina=2"),
  "/admin/emails?estado=nada&pagina=-1": adminOnly("/admin/emails?estado=nada&pagina=-1"),
  "/admin/test": adminOnly("/admin/test"),
  // The quick actions' "Em breve" pages.
  "/admin/negocios": adminOnly("/admin/negocios"),
  "/admin/embaixadoras": adminOnly("/admin/embaixadoras"),
  "/admin/comunidade": adminOnly("/admin/comunidade"),
  "/admin/projetos": adminOnly("/admin/projetos"),
  "/admin/configuracoes": adminOnly("/admin/configuracoes"),
  // Reported conversations (issue #37); a malformed or unknown report in the query is only ignored.
  "/admin/mensagens": adminOnly("/admin/mensagens"),
  "/admin/mensagens?denuncia=nao-e-um-id": adminOnly("/admin/mensagens?denuncia=nao-e-um-id"),
  // Ambassadors (issue #23): the ledger's CSV is the admins'; a referral link sets its cookie and
  // goes home, and what cannot be a code is a 404.
  "/admin/embaixadoras/exportar": adminOnly("/admin/embaixadoras/exportar"),
  // CSV imports (issue #43); the upload itself (POST /admin/importar/arquivo) in admin-import.spec.ts.
  "/admin/importar": adminOnly("/admin/importar"),
  // Orders (issue #38): the list with any filter, and its CSV, are the admins'.
  "/admin/encomendas": adminOnly("/admin/encomendas"),
  "/admin/encomendas?estado=nao-existe&de=ontem&relatadas=1": adminOnly(
    "/admin/encomendas?estado=nao-existe&de=ontem&relatadas=1"
  ),
  "/admin/encomendas/exportar": adminOnly("/admin/encomendas/exportar"),
  // Insight (issue #43): the reports with any period (a bad one is explained on the page), and
  // each chart's CSV; the overview takes the same period.
  "/admin/relatorios": adminOnly("/admin/relatorios"),
  "/admin/relatorios?periodo=personalizado&de=2026-02-30&ate=ontem": adminOnly(
    "/admin/relatorios?periodo=personalizado&de=2026-02-30&ate=ontem"
  ),
  "/admin?periodo=12m": {
    visitor: SIGN_IN("/admin?periodo=12m"),
    member: HOME,
    editor: { redirect: "/admin/blog" },
    admin: 200,
  },
  "/admin/relatorios/csv/membros": adminOnly("/admin/relatorios/csv/membros"),
  "/admin/relatorios/csv/membros?periodo=semana": {
    ...adminOnly("/admin/relatorios/csv/membros?periodo=semana"),
    admin: 400,
  },
  "/admin/relatorios/csv/nao-existe": { ...adminOnly("/admin/relatorios/csv/nao-existe"), admin: 404 },
  "/convite/joana25": everyone({ redirect: "/" }),
  "/convite/nao vale": everyone(404),
  "/admin/rota-inexistente": {
    visitor: SIGN_IN("/admin/rota-inexistente"),
    member: HOME,
    editor: HOME,
    admin: 404,
  },
}

const VIEWERS: Viewer[] = ["visitor", "member", "editor", "admin"]

function describeOutcome(status: number, location: string | undefined): Outcome {
  if (status >= 300 && status < 400 && location) {
    const url = new URL(location, "http://app.invalid")
    // A signed download's token and file name change with every request: its bucket is the answer.
    if (url.pathname.startsWith("/storage/v1/object/sign/learning-files/")) return SIGNED_FILE
    return { redirect: `${url.pathname}${url.search}` }
  }
  return status
}

test.describe("authorization matrix", () => {
  let contexts = new Map<Viewer, APIRequestContext>()
  let forged: APIRequestContext | null = null

  test.beforeAll(async ({}, testInfo) => {
    if (isPhone(testInfo)) return
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    contexts = await viewerContexts(baseURL)
    forged = await forgedContext(baseURL)
  })

  test.afterAll(async () => {
    for (const context of contexts.values()) await context.dispose()
    await forged?.dispose()
  })

  for (const viewer of VIEWERS) {
    test(`every route as ${viewer}`, async ({}, testInfo) => {
      test.skip(isPhone(testInfo), "answers do not depend on the viewport")
      // One request per row, one after another: the admin's pages are the slowest under load.
      test.setTimeout(90_000)
      const client = contexts.get(viewer)!
      const observed: Record<string, Outcome> = {}
      const expected: Record<string, Outcome> = {}
      for (const [path, outcomes] of Object.entries(MATRIX)) {
        const response = await client.get(path, { maxRedirects: 0 })
        observed[path] = describeOutcome(response.status(), response.headers()["location"])
        expected[path] = outcomes[viewer]
      }
      expect(observed).toEqual(expected)
    })
  }

  test("a forged session cookie gets exactly what a visitor gets", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const observed: Record<string, Outcome> = {}
    const expected: Record<string, Outcome> = {}
    for (const [path, outcomes] of Object.entries(MATRIX)) {
      const response = await forged!.get(path, { maxRedirects: 0 })
      observed[path] = describeOutcome(response.status(), response.headers()["location"])
      expected[path] = outcomes.visitor
    }
    expect(observed).toEqual(expected)
    const csv = await forged!.get("/admin/newsletter/export", { maxRedirects: 0 })
    expect(csv.headers()["content-type"] ?? "").not.toContain("text/csv")
  })

  test("route handlers refuse callers without the right session or secret", async ({}, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const visitor = contexts.get("visitor")!
    const member = contexts.get("member")!
    const admin = contexts.get("admin")!

    // The CSV export: subscribers' e-mails only for an administrator.
    const anonymousExport = await visitor.get("/admin/newsletter/export", { maxRedirects: 0 })
    expect(describeOutcome(anonymousExport.status(), anonymousExport.headers()["location"])).toEqual(
      SIGN_IN("/admin/newsletter/export")
    )
    const memberExport = await member.get("/admin/newsletter/export", { maxRedirects: 0 })
    expect(memberExport.status()).toBe(403)
    expect(memberExport.headers()["content-type"] ?? "").not.toContain("text/csv")
    const adminExport = await admin.get("/admin/newsletter/export", { maxRedirects: 0 })
    expect(adminExport.status()).toBe(200)
    expect(adminExport.headers()["content-type"]).toContain("text/csv")

    // The orders' CSV (issue #38): the admins' only; the seed's delivered order is in it.
    const ordersCsv = await admin.get("/admin/encomendas/exportar?estado=delivered", { maxRedirects: 0 })
    expect(ordersCsv.status()).toBe(200)
    expect(ordersCsv.headers()["content-type"]).toContain("text/csv")
    expect(await ordersCsv.text()).toContain("CE7K3MAR9XQ2")
    const memberOrdersCsv = await member.get("/admin/encomendas/exportar", { maxRedirects: 0 })
    expect(memberOrdersCsv.headers()["content-type"] ?? "").not.toContain("text/csv")

    // A project's calendar file: only for a member whose sign-up is confirmed (membro, in the seed).
    const ics = "/projetos/financas-para-mei/calendario.ics"
    expect((await visitor.get(ics, { maxRedirects: 0 })).status()).toBe(401)
    expect((await contexts.get("editor")!.get(ics, { maxRedirects: 0 })).status()).toBe(403)
    const memberIcs = await member.get(ics, { maxRedirects: 0 })
    expect(memberIcs.status()).toBe(200)
    expect(memberIcs.headers()["content-type"]).toContain("text/calendar")

    // A project's participant list: its instructor (editora) and admins only.
    const participants = "/dashboard/projetos/d1000000-0000-4000-a000-000000000002/participantes.csv"
    const anonymousList = await visitor.get(participants, { maxRedirects: 0 })
    expect(describeOutcome(anonymousList.status(), anonymousList.headers()["location"])).toEqual(SIGN_IN(participants))
    const memberList = await member.get(participants, { maxRedirects: 0 })
    expect(memberList.status()).toBe(403)
    expect(memberList.headers()["content-type"] ?? "").not.toContain("text/csv")
    for (const client of [contexts.get("editor")!, admin]) {
      const list = await client.get(participants, { maxRedirects: 0 })
      expect(list.status()).toBe(200)
      expect(list.headers()["content-type"]).toContain("text/csv")
    }

    // The scheduler's sync: only with the cron secret (scripts/e2e-server.mjs), whoever is signed in.
    for (const [client, authorization] of [
      [visitor, undefined],
      [admin, undefined],
      [visitor, "Bearer forged-secret-forged-secret"],
    ] as const) {
      const response = await client.post("/api/mailrelay/sync", {
        headers: authorization ? { authorization } : {},
        maxRedirects: 0,
      })
      expect(response.status()).toBe(401)
    }

    // The header's session state: each caller learns only their own rights, never from a forged cookie.
    const expectedViewers = {
      visitor: null,
      member: { isAdmin: false, canEditBlog: false },
      editor: { isAdmin: false, canEditBlog: true },
      admin: { isAdmin: true, canEditBlog: true },
    } as const
    for (const [viewer, client] of [...contexts, ["forged", forged!] as const]) {
      const response = await client.get("/api/viewer", { maxRedirects: 0 })
      expect(response.status(), viewer).toBe(200)
      expect(response.headers()["cache-control"], viewer).toBe("private, no-store")
      const state = (await response.json()) as { viewer: { isAdmin: boolean; canEditBlog: boolean } | null }
      const expectedViewer = viewer === "forged" ? null : expectedViewers[viewer]
      if (expectedViewer === null) expect(state, viewer).toEqual({ viewer: null, notifications: null })
      else expect(state.viewer, viewer).toMatchObject(expectedViewer)
    }

    // A notification e-mail's one-click unsubscribe (issue #39): a forged or missing link is a 400.
    for (const path of [FORGED_UNSUBSCRIBE.replace("?", "/um-clique?"), "/notificacoes/descadastrar/um-clique"]) {
      const response = await visitor.post(path, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
    }

    // The view counter takes only a well-formed post id.
    const bogusView = await visitor.post("/api/views", { data: { postId: "not-a-uuid" }, maxRedirects: 0 })
    expect(bogusView.status()).toBe(400)

    // A listing's view pixel and contact redirect (issue #43): anyone, for a listed business only;
    // the redirect goes to the listing's own address, never one from the request.
    const ATELIE = "60000000-0000-4000-a000-000000000003"
    expect((await visitor.get(`/api/negocios/${ATELIE}/visita`, { maxRedirects: 0 })).headers()["content-type"]).toBe(
      "image/gif"
    )
    expect((await visitor.get("/api/negocios/nao-e-um-id/visita", { maxRedirects: 0 })).status()).toBe(404)
    const contact = await visitor.get(`/api/negocios/${ATELIE}/contato/instagram?to=https://evil.test`, {
      maxRedirects: 0,
    })
    expect(contact.status()).toBe(303)
    expect(contact.headers()["location"]).toBe("https://instagram.com/fiosdeminas")
    expect((await visitor.get(`/api/negocios/${ATELIE}/contato/fax`, { maxRedirects: 0 })).status()).toBe(404)
    // The pending Doceria da Joana is not listed: no contact through the counter.
    const pending = "/api/negocios/60000000-0000-4000-a000-000000000023/contato/instagram"
    expect((await visitor.get(pending, { maxRedirects: 0 })).status()).toBe(404)
  })
})

/**
 * The directory's owner side, with a fifth viewer: the business owner (membra, who owns the listed
 * ateliê and the pending "Doceria da Joana"). Member-area pages stream behind the layout's
 * Suspense, so a listing that is not the viewer's is the not-found view with status 200 (Next
 * cannot change a status once streaming began): whether the listing's name is in the body says
 * which one each viewer got.
 */
test.describe("the directory's owner side", () => {
  const EDIT = "/dashboard/negocio/60000000-0000-4000-a000-000000000023"
  const PREVIEW = `${EDIT}/previa`
  const NOT_HERS = "/dashboard/negocio/60000000-0000-4000-a000-000000000001"
  const NAME = "Doceria da Joana"

  test("only the owner edits a listing; the owner and admins preview it", async ({ browser }, testInfo) => {
    test.skip(isPhone(testInfo), "answers do not depend on the viewport")
    const baseURL = testInfo.project.use.baseURL ?? E2E_SITE_URL
    const ownerContext = await browser.newContext()
    await signInWithForm(await ownerContext.newPage(), ACCOUNTS_OWNER, DEMO_PASSWORD)
    const contexts = await viewerContexts(baseURL)
    const read = async (client: APIRequestContext, path: string, name = NAME) => {
      const response = await client.get(path, { maxRedirects: 0 })
      const outcome = describeOutcome(response.status(), response.headers()["location"])
      const text = await response.text()
      // Next serialises each segment's not-found view into every page's payload, so only the
      // listing's own name tells that it was shown.
      return { outcome, found: text.includes(name) }
    }

    const owner = ownerContext.request
    expect(await read(owner, EDIT)).toEqual({ outcome: 200, found: true })
    expect(await read(owner, PREVIEW)).toEqual({ outcome: 200, found: true })
    expect(await read(owner, NOT_HERS, "Doces da Cláudia")).toEqual({ outcome: 200, found: false })
    expect(await read(owner, "/diretorio/doceria-da-joana")).toMatchObject({ outcome: 404 })
    // What cannot be a listing id is answered 404 by the proxy, before the page streams.
    expect(await read(owner, "/dashboard/negocio/nao-e-um-id")).toMatchObject({ outcome: 404 })
    expect(await read(owner, "/admin/negocios")).toMatchObject({ outcome: HOME })

    for (const viewer of ["member", "editor"] as const) {
      for (const path of [EDIT, PREVIEW]) {
        expect(await read(contexts.get(viewer)!, path), `${viewer} ${path}`).toEqual({ outcome: 200, found: false })
      }
    }
    // Admins moderate: they preview any listing, but only its owner edits it.
    expect(await read(contexts.get("admin")!, PREVIEW)).toEqual({ outcome: 200, found: true })
    expect(await read(contexts.get("admin")!, EDIT)).toMatchObject({ outcome: 200, found: false })
    expect((await read(contexts.get("visitor")!, EDIT)).outcome).toEqual(SIGN_IN(EDIT))

    for (const context of contexts.values()) await context.dispose()
    await ownerContext.close()
  })
})
