import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { expectNoA11yViolations } from "./helpers/a11y"
import { savedSession } from "./helpers/accounts"
import type { Viewer } from "./helpers/sessions"

/**
 * axe (WCAG 2.2 A/AA) on every page of the product, in both themes; the desktop and phone
 * projects run it at both viewports. Each role signs in once per worker and its saved state is
 * reused. Open dialogs, panels and drawers are scanned by the specs that open them.
 */

const PAGES: { path: string; as: Viewer; ready?: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    as: "visitor",
    ready: (page) => expect(page.getByText("Carregando depoimentos…")).toHaveCount(0),
  },
  { path: "/sobre", as: "visitor" },
  { path: "/projetos", as: "visitor" },
  { path: "/loja", as: "visitor" },
  { path: "/diretorio", as: "visitor" },
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
  { path: "/auth", as: "visitor" },
  { path: "/auth/reset-password", as: "visitor" },
  { path: "/dashboard", as: "member" },
  { path: "/dashboard/perfil", as: "member" },
  { path: "/dashboard/boas-vindas", as: "member" },
  // Projects and the shop window (issue #22).
  { path: "/projetos?tipo=feira", as: "visitor" },
  { path: "/projetos/financas-para-mei", as: "visitor" },
  {
    path: "/projetos/mentoria-coletiva-vendas",
    as: "member",
    ready: (page) => expect(page.getByText("Você está na lista de espera (posição 1).", { exact: true })).toBeVisible(),
  },
  { path: "/loja?categoria=artesanato", as: "visitor" },
  { path: "/loja/manta-de-trico-natural", as: "visitor" },
  { path: "/dashboard/projetos", as: "editor" },
  { path: "/dashboard/projetos/d1000000-0000-4000-a000-000000000002", as: "editor" },
  { path: "/dashboard/projetos/novo", as: "editor" },
  { path: "/dashboard/negocio/produtos", as: "member" },
  { path: "/admin/projetos", as: "admin" },
  { path: "/admin/newsletter", as: "member" },
  { path: "/admin/blog", as: "editor" },
  { path: "/admin", as: "admin" },
  { path: "/admin/usuarios", as: "admin" },
  { path: "/admin/newsletter", as: "admin" },
  { path: "/admin/mailrelay", as: "admin" },
  { path: "/admin/test", as: "admin" },
  { path: "/admin/negocios", as: "admin" },
  { path: "/admin/embaixadoras", as: "admin" },
  { path: "/admin/comunidade", as: "admin" },
  { path: "/admin/configuracoes", as: "admin" },
]

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`axe on every page (${colorScheme})`, () => {
    test.use({ colorScheme })

    for (const { path, as, ready } of PAGES) {
      test(`${path} as ${as}`, async ({ page }) => {
        if (as !== "visitor") await page.context().addCookies(savedSession(as).cookies)
        await page.emulateMedia({ reducedMotion: "reduce" })
        await page.goto(path)
        await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /light/)
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
        // The header has learned who is signed in (it asks after hydration).
        if (as !== "visitor") {
          await expect(
            page
              .getByRole("banner")
              .getByRole("button", { name: /^(Sair|Abrir menu)$/ })
              .first()
          ).toBeVisible()
          await expect(page.getByRole("banner").getByRole("button", { name: /^Notificações,/ })).toBeVisible()
        }
        await ready?.(page)
        await expectNoA11yViolations(page, `${path} as ${as} (${colorScheme})`)
      })
    }
  })
}
