import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"
import { expectNoA11yViolations } from "./helpers/a11y"
import { ACCOUNTS, DEMO_PASSWORD, type Role, signInAs, signInThroughForm } from "./helpers/accounts"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

const ADMIN_PAGES = ["/admin/usuarios", "/admin/mailrelay", "/admin/test"]

/** Path plus query of the page the browser ended on. */
const landedOn = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

test.describe("guards for visitors", () => {
  // Redirects of the proxy and the sign-in's return path: server rules, the same at every width.
  // The phone's sign-in form is used in auth.spec.ts, and the pages' phone layout is swept.
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))

  for (const path of ["/dashboard", "/admin", "/admin/blog", "/admin/newsletter", ...ADMIN_PAGES]) {
    test(`visitor on ${path} goes to sign-in carrying the path`, async ({ page }) => {
      const response = await page.goto(path)
      expect(landedOn(page)).toBe(`/auth?from=${encodeURIComponent(path)}`)
      expect(response?.ok()).toBe(true)
    })
  }

  test("a deep link survives sign-in", async ({ page }) => {
    await page.goto("/admin/blog?status=draft")
    expect(landedOn(page)).toBe(`/auth?from=${encodeURIComponent("/admin/blog?status=draft")}`)
    const form = page.getByRole("form", { name: "Entrar" })
    await form.getByLabel("Email").fill(ACCOUNTS.editor)
    await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
    await form.getByRole("button", { name: "Entrar" }).click()
    await expect(page).toHaveURL(/\/admin\/blog\?status=draft$/)
  })
})

const MATRIX: Record<Role, Record<string, string>> = {
  member: {
    "/dashboard": "/dashboard",
    "/admin": "/",
    "/admin/blog": "/",
    "/admin/usuarios": "/",
    "/admin/mailrelay": "/",
    "/admin/test": "/",
  },
  editor: {
    "/dashboard": "/dashboard",
    "/admin": "/admin/blog",
    "/admin/blog": "/admin/blog",
    "/admin/usuarios": "/",
    "/admin/mailrelay": "/",
    "/admin/test": "/",
  },
  admin: {
    "/dashboard": "/dashboard",
    "/admin": "/admin",
    "/admin/blog": "/admin/blog",
    "/admin/usuarios": "/admin/usuarios",
    "/admin/mailrelay": "/admin/mailrelay",
    "/admin/newsletter": "/admin/newsletter",
    "/admin/test": "/admin/test",
  },
}

for (const role of Object.keys(MATRIX) as Role[]) {
  test.describe(`guards for the ${role}`, () => {
    // Which page a role may open, and the 403 of the newsletter screen, are server rules: desktop
    // only, skipped before signing in (a skip in the test body ran after it, ~1.5 s each). The 403
    // page's phone layout is swept: /admin/newsletter as member is in helpers/pages.ts.
    test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE))
    test.beforeEach(async ({ page }) => {
      await signInAs(page, role)
    })

    test("each protected page opens or redirects once to the right place", async ({ page }) => {
      for (const [path, expected] of Object.entries(MATRIX[role])) {
        await page.goto(path)
        await expect.poll(() => new URL(page.url()).pathname, { message: `${role} on ${path}` }).toBe(expected)
      }
    })

    if (role !== "admin") {
      test("the newsletter screen answers 403 with Acesso Negado", async ({ page }) => {
        const response = await page.goto("/admin/newsletter")
        expect(new URL(page.url()).pathname).toBe("/admin/newsletter")
        await expect(page.getByText("Acesso Negado")).toBeVisible()
        await expect(page.getByText("Você não tem permissão para acessar esta página.")).toBeVisible()
        expect(response?.status()).toBe(403)
      })
    }
  })
}

test.describe("dashboard", () => {
  test("member: greeting, blog card, profile card with fallbacks, no admin card", async ({ page }) => {
    // Through the form: the sign-in's own toast is part of what this checks.
    await signInThroughForm(page, "member")
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole("heading", { level: 1, name: /^Olá, .+!$/ })).toBeVisible()
    await expect(page.getByRole("link", { name: "Ler o blog" })).toHaveAttribute("href", "/convergindo")
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible()
    await expect(page.getByText(ACCOUNTS.member).first()).toBeVisible()
    await expect(page.getByRole("heading", { name: "Painel Administrativo" })).toHaveCount(0)
    await expect(page.getByText("Administrador", { exact: true })).toHaveCount(0)
    await expect(page.getByText("Login realizado com sucesso!").first()).toBeVisible()
    await expectNoA11yViolations(page, "/dashboard")
  })

  test("editor: admin card leads to the blog editor, permission line Editor do Blog", async ({ page }) => {
    await signInAs(page, "editor")
    await expect(page.getByRole("link", { name: "Abrir Editor de Blog" })).toHaveAttribute("href", "/admin/blog")
    await expect(page.getByText("Editor do Blog", { exact: true })).toBeVisible()
  })

  test("admin: admin card leads to /admin, permission line Administrador", async ({ page }) => {
    await signInAs(page, "admin")
    await expect(page.getByRole("link", { name: "Acessar Painel Admin" })).toHaveAttribute("href", "/admin")
    await expect(page.getByText("Administrador", { exact: true })).toBeVisible()
  })

  test("the session survives a reload and a new tab", async ({ page, context }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInAs(page, "member")
    await page.reload()
    await expect(page).toHaveURL(/\/dashboard$/)
    const other = await context.newPage()
    await other.goto("/dashboard")
    await expect(other).toHaveURL(/\/dashboard$/)
    await expect(other.getByRole("heading", { name: "Meu Perfil" })).toBeVisible()
  })

  /** Rewrites the stored session cookie (base64url JSON, @supabase/ssr's format) to test expiry. */
  async function editSession(page: Page, edit: (session: Record<string, unknown>) => void) {
    const context = page.context()
    const cookie = (await context.cookies()).find((item) => /^sb-.+-auth-token$/.test(item.name))
    test.skip(!cookie || !cookie.value.startsWith("base64-"), "session cookie is chunked or not base64")
    const session = JSON.parse(Buffer.from(cookie!.value.slice(7), "base64url").toString("utf8")) as Record<
      string,
      unknown
    >
    edit(session)
    await context.addCookies([
      { ...cookie!, value: `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}` },
    ])
  }

  // These two rework the session's tokens, so they sign in through the form for a session of their own.
  test("an expired access token is refreshed on the next request", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInThroughForm(page, "member")
    await expect(page).toHaveURL(/\/dashboard$/)
    await editSession(page, (session) => {
      session.expires_at = Math.floor(Date.now() / 1000) - 60
    })
    await page.goto("/dashboard")
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole("heading", { name: "Meu Perfil" })).toBeVisible()
  })

  test("a session that can no longer be refreshed ends cleanly at sign-in", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await signInThroughForm(page, "member")
    await expect(page).toHaveURL(/\/dashboard$/)
    await editSession(page, (session) => {
      session.expires_at = Math.floor(Date.now() / 1000) - 60
      session.access_token = "expirado"
      session.refresh_token = "revogado"
    })
    await page.goto("/dashboard")
    await expect(page).toHaveURL(/\/auth\?from=%2Fdashboard$/)
    await expect(page.getByRole("form", { name: "Entrar" })).toBeVisible()
  })
})
