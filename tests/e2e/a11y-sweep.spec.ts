import type { Page } from "@playwright/test"

import { expect, test } from "./helpers/test"
import { isPhone } from "./helpers/site"

import { expectNoA11yViolations } from "./helpers/a11y"
import { DEMO_PASSWORD, savedSession } from "./helpers/accounts"
import { findOverflow, JS_MEASURED_PAGES, OVERFLOW_PAGES } from "./helpers/overflow"
import { SWEEP_PAGES, type SweepPage } from "./helpers/pages"

/**
 * axe (WCAG 2.2 A/AA) on every page of the product, in both themes; the desktop and phone
 * projects run it at both viewports. Each role signs in once per worker and its saved state is
 * reused. The pages are listed in helpers/pages.ts, shared with the overflow sweep. Open dialogs,
 * panels and drawers are scanned by the specs that open them.
 */

const PAGES: SweepPage[] = [
  ...SWEEP_PAGES,
  // The community (issue #21): directory, a group as visitor and as member, a topic, moderation.
  {
    path: "/comunidade",
    as: "visitor",
    ready: (page) => expect(page.getByLabel("Buscar grupos")).toBeVisible(),
  },
  { path: "/comunidade/financas-para-mei", as: "visitor" },
  {
    path: "/comunidade/financas-para-mei",
    as: "member",
    ready: (page) => expect(page.getByRole("textbox", { name: "Mensagem" })).toBeVisible({ timeout: 15_000 }),
  },
  {
    path: "/comunidade/financas-para-mei/c2000000-0000-4000-a000-000000000002",
    as: "member",
    ready: (page) => expect(page.getByRole("textbox", { name: "Sua resposta" })).toBeVisible({ timeout: 15_000 }),
  },
  { path: "/comunidade/financas-para-mei/moderacao", as: "editor" },
  // Projects and the shop window (issue #22).
  { path: "/projetos?tipo=feira", as: "visitor" },
  { path: "/projetos/financas-para-mei", as: "visitor" },
  {
    path: "/projetos/mentoria-coletiva-vendas",
    as: "member",
    ready: (page) => expect(page.getByText("Você está na lista de espera (posição 1).", { exact: true })).toBeVisible(),
  },
  { path: "/loja?categoria=artesanato", as: "visitor" },
  // The product page (/loja/manta-de-trico-natural) is in SWEEP_PAGES since issue #38.
  { path: "/dashboard/projetos", as: "editor" },
  { path: "/dashboard/projetos/d1000000-0000-4000-a000-000000000002", as: "editor" },
  { path: "/dashboard/projetos/novo", as: "editor" },
  { path: "/dashboard/negocio/produtos", as: "member" },
  { path: "/admin/projetos", as: "admin" },
  // Ambassadors (issue #23): one ambassador's statement (the demo ambassador, Joana), filtered by
  // period. Her dashboard card is scanned below, signed in as her. The ledger filtered by state
  // (?status=pending, ?status=paid) was scanned too: the same page with fewer rows. The unfiltered
  // ledger (helpers/pages.ts, no default period) lists the seed's pending, approved and paid
  // entries with their badges and checkboxes, and this statement has the filled filters and
  // "Limpar filtros"; a status filter adds only a select showing its value. ~16 s a run.
  {
    path: "/admin/embaixadoras?embaixadora=00000000-0000-4000-a000-000000000004&de=2020-01-01&ate=2099-12-31",
    as: "admin",
    ready: (page) => expect(page.getByRole("heading", { name: "Extrato de Joana Batista" })).toBeVisible(),
  },
  // The directory (issue #20): filtered list, a business page as visitor (sign-in invitation) and
  // as member (the review form), an unlisted one, and the owner's side for a member without the role.
  // The business page as visitor (/diretorio/atelie-fios-de-minas) is in SWEEP_PAGES since issue #38.
  { path: "/diretorio?categoria=alimentacao&encomendas=1", as: "visitor" },
  {
    path: "/diretorio/doces-da-claudia",
    as: "member",
    ready: (page) => expect(page.getByRole("button", { name: "Enviar avaliação" })).toBeVisible({ timeout: 15_000 }),
  },
  { path: "/diretorio/doceria-da-joana", as: "visitor" },
  { path: "/dashboard/negocio", as: "member" },
]

/**
 * The pages the phone scans with every rule, one per layout, and /sobre. A page's markup is the
 * same at every width: the only elements a phone shows that a desktop does not are the layout's
 * menu button (components/layout/mobile-nav.tsx, the one `md:hidden` of the code base; its drawer
 * is scanned by the specs that open it) and the /sobre carousel, which reads the viewport's width
 * in JavaScript. Colours come from the same theme tokens at every width. So on every other page
 * the phone runs the rules whose outcome depends on the layout (helpers/a11y.ts, LAYOUT_RULES),
 * and the desktop project runs every rule in both themes. A full scan took ~3 s of a phone page's
 * run; the layout rules, a fraction of it.
 */
const PHONE_FULL_PAGES = new Set([
  "/ as visitor",
  "/sobre as visitor",
  "/auth as visitor",
  "/dashboard as member",
  "/admin as admin",
])

/** The pages the phone checks for sideways overflow at its own width, once loaded (helpers/overflow.ts). */
const PHONE_OVERFLOW_PAGES = new Set(OVERFLOW_PAGES.map(({ path, as }) => `${path} as ${as}`))

/**
 * Then, after its scans, narrowed to 320 px, the narrowest phone. The overflow sweep loaded each
 * page afresh at 320 px in a test of its own; narrowing the loaded page lays out the same CSS
 * (nothing in the code base reads the width in JavaScript at load but the /sobre carousel, which
 * stays in overflow-sweep.spec.ts with fresh loads at 320 and 360 px) without a second load,
 * context and sign-in: ~55 s of worker time a run.
 */
const PHONE_NARROWED_PAGES = new Set(
  OVERFLOW_PAGES.filter(({ path }) => !JS_MEASURED_PAGES.has(path)).map(({ path, as }) => `${path} as ${as}`)
)
const NARROWEST_PHONE = 320

/**
 * Scans the page in the light theme with every rule, then switches the system preference to dark
 * (next-themes follows it on the loaded page) and scans again with the rules a theme can change,
 * the colour ones (helpers/a11y.ts): one load per page for both themes. `full: false` scans only
 * the rules a phone's layout can change, in the light theme.
 */
async function expectNoViolationsInBothThemes(page: Page, label: string, { full = true } = {}) {
  await expect(page.locator("html")).toHaveClass(/light/)
  if (!full) return expectNoA11yViolations(page, `${label} (layout rules; the rest on desktop)`, { rules: "layout" })
  await expectNoA11yViolations(page, `${label} (light)`)
  await page.emulateMedia({ colorScheme: "dark" })
  await expect(page.locator("html")).toHaveClass(/dark/)
  await expectNoA11yViolations(page, `${label} (dark)`, { rules: "colours" })
}

// The phone checks overflow at 390 and 320 px here, and its full scans are named by label: every
// page they name must be loaded here.
test("the phone's sweep loads every page it is counted on for", () => {
  const swept = new Set(PAGES.map(({ path, as }) => `${path} as ${as}`))
  const named = [...PHONE_OVERFLOW_PAGES, ...PHONE_FULL_PAGES]
  expect(named.filter((label) => !swept.has(label))).toEqual([])
})

test.describe("axe on every page, light and dark", () => {
  test.use({ colorScheme: "light" })

  for (const { path, as, ready } of PAGES) {
    test(`${path} as ${as}`, async ({ page }, testInfo) => {
      if (as !== "visitor") await page.context().addCookies(savedSession(as).cookies)
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto(path)
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
      const label = `${path} as ${as}`
      if (isPhone(testInfo) && PHONE_OVERFLOW_PAGES.has(label)) {
        const { problems } = await findOverflow(page)
        expect(problems, `${label} at 390px`).toEqual([])
      }
      await expectNoViolationsInBothThemes(page, label, { full: !isPhone(testInfo) || PHONE_FULL_PAGES.has(label) })
      if (isPhone(testInfo) && PHONE_NARROWED_PAGES.has(label)) {
        await page.setViewportSize({ width: NARROWEST_PHONE, height: 780 })
        await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(NARROWEST_PHONE)
        const { problems } = await findOverflow(page)
        expect(problems, `${label} at ${NARROWEST_PHONE}px`).toEqual([])
      }
    })
  }

  // The ambassador's card: the demo ambassador has no saved session of her own, so she signs in
  // through the form (in a context of her own; nobody signs out, so other sessions are unaffected).
  test("/dashboard as the ambassador", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.goto("/auth")
    const form = page.getByRole("form", { name: "Entrar" })
    await form.getByLabel("Email").fill("membra@convergencia.test")
    await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
    await form.getByRole("button", { name: "Entrar" }).click()
    await expect(page).not.toHaveURL(/\/auth(\?|$)/, { timeout: 15_000 })
    await page.goto("/dashboard")
    await expect(page.getByRole("heading", { name: "Embaixadora" })).toBeVisible()
    await expect(page.getByLabel("Seu link de indicação")).toBeVisible()
    await expectNoViolationsInBothThemes(page, "/dashboard as the ambassador")
  })
})
