import { expect, test } from "./helpers/test"
import { expectNoA11yViolations } from "./helpers/a11y"
import { signInAs } from "./helpers/accounts"
import { serviceClient } from "./helpers/notifications-backend"

// The public pages share the one settings row: these tests change it, so they run one at a time
// and put it back (site.spec.ts checks the seeded figures and an empty list of social links).
test.describe.configure({ mode: "serial" })

type Row = { social_instagram: string | null; home_stats: unknown; about_impact: unknown }
let original: Row | null = null

test.beforeAll(async () => {
  const { data, error } = await serviceClient()
    .from("site_settings")
    .select("social_instagram, home_stats, about_impact")
    .single()
  if (error) throw new Error(`read settings: ${error.message}`)
  original = data
})

test.afterAll(async ({ browser }) => {
  if (!original) return
  const { error } = await serviceClient()
    .from("site_settings")
    .update({
      social_instagram: original.social_instagram,
      home_stats: original.home_stats as never,
      about_impact: original.about_impact as never,
    })
    .eq("id", true)
  if (error) throw new Error(`restore settings: ${error.message}`)
  // A direct write does not revalidate the cached pages: saving the restored form through the app does.
  const page = await browser.newPage()
  await signInAs(page, "admin")
  await page.goto("/admin/configuracoes")
  await page.getByRole("button", { name: "Salvar configurações" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Configurações salvas." }).first()).toBeVisible()
  await page.close()
})

test("an admin's settings change shows on the public pages without a restart", async ({ page }) => {
  await signInAs(page, "admin")
  await page.goto("/admin/configuracoes")
  await expect(page.getByRole("heading", { level: 1, name: "Configurações" })).toBeVisible()
  await expectNoA11yViolations(page, "/admin/configuracoes")

  await page.getByLabel("Instagram").fill("https://instagram.com/convergencia-e2e")
  const home = page.getByRole("group", { name: "Página inicial" })
  await home.getByLabel("Número 4").fill("99%")
  await home.getByLabel("Legenda 4").fill("Recomendam a rede")
  const about = page.getByRole("group", { name: "Página Sobre" })
  await about.getByLabel("Número 2").fill("900+")
  await page.getByRole("button", { name: "Salvar configurações" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Configurações salvas." }).first()).toBeVisible()

  await page.goto("/")
  const stats = page.getByRole("region", { name: "Nossos números" })
  await expect(stats.getByText("99%")).toBeVisible()
  await expect(stats.getByText("Recomendam a rede")).toBeVisible()
  const footer = page.getByRole("contentinfo")
  await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
    "href",
    "https://instagram.com/convergencia-e2e"
  )
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent()
  expect(JSON.parse(jsonLd ?? "{}").sameAs).toEqual(["https://instagram.com/convergencia-e2e"])

  await page.goto("/sobre")
  await expect(page.getByRole("region", { name: "Nosso Impacto" }).getByText("900+")).toBeVisible()
})

test("the settings refuse bad input with the field's message", async ({ page }) => {
  await signInAs(page, "admin")
  await page.goto("/admin/configuracoes")
  await page.getByLabel("YouTube").fill("javascript:alert(1)")
  await page.getByRole("button", { name: "Salvar configurações" }).click()
  const youtube = page.getByLabel("YouTube")
  await expect(youtube).toHaveAttribute("aria-invalid", "true")
  await expect(youtube).toHaveAccessibleDescription("Informe um endereço que comece com https://.")
})
