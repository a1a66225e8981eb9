import { expect, test } from "./helpers/test"

import { isPhone, SAME_LOGIC_ON_PHONE, waitForHeader } from "./helpers/site"

test.describe("public site shell", () => {
  test("home shows hero, values, stats, testimonials and calls to action", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveTitle("Convergência Empreendedora")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("link", { name: "Comece Sua Jornada" })).toHaveAttribute("href", "/auth")
    await expect(page.getByRole("link", { name: "Conheça Nossa Comunidade" })).toHaveAttribute("href", "/sobre")
    for (const value of ["Empoderamento", "Comunidade", "Foco", "Excelência"]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible()
    }
    for (const stat of ["500+", "50+", "15+", "95%"]) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible()
    }
    const testimonials = page.getByRole("region", { name: "O Que Dizem Sobre Nossas Empreendedoras" })
    await expect(testimonials.getByText("Carregando depoimentos…")).toHaveCount(0)
    await expect(testimonials.getByRole("listitem").first()).toBeVisible()
    await expect(page.getByRole("link", { name: "Comece Agora" })).toHaveAttribute("href", "/auth")
    await expect(page.getByRole("link", { name: "Saiba Mais" })).toHaveAttribute("href", "/sobre")
  })

  test("root layout: lang, RSS autodiscovery, Organization JSON-LD, canonical", async ({ page }, testInfo) => {
    // The document's head is the same at every width.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await page.goto("/sobre")
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
    await expect(page).toHaveTitle("Sobre Nós | Convergência Empreendedora")
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss")
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/sobre$/)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")
    expect(jsonLd).toMatchObject({
      "@type": "Organization",
      name: "Convergência Empreendedora",
      contactPoint: { contactType: "customer service", availableLanguage: ["Portuguese"] },
      address: { addressCountry: "BR" },
    })
  })

  test("desktop navigation menu leads to the pages", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "desktop only")
    await page.goto("/")
    await waitForHeader(page)
    const nav = page.getByRole("navigation", { name: "Navegação principal" })
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden()
    // A visitor sees no member or admin group, and "Entrar" instead of "Sair".
    await expect(nav.getByRole("button", { name: "Minha Conta" })).toHaveCount(0)
    await expect(nav.getByRole("button", { name: "Administração" })).toHaveCount(0)
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/auth")

    await nav.getByRole("button", { name: "Menu Principal" }).click()
    await expect(nav.getByRole("link", { name: "Convergindo" })).toHaveAttribute("href", "/convergindo")
    await nav.getByRole("link", { name: "Sobre" }).click()
    await expect(page).toHaveURL(/\/sobre$/)
    await expect(page.getByRole("heading", { level: 1, name: "Sobre Nós" })).toBeVisible()

    await nav.getByRole("button", { name: "Menu Principal" }).click()
    await nav.getByRole("link", { name: "Início" }).click()
    await expect(page).toHaveURL(/\/$/)

    await page.getByRole("banner").getByRole("link", { name: "Convergência Empreendedora" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("phone drawer holds the same groups and closes on navigation", async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), "phone only")
    await page.goto("/")
    await waitForHeader(page)
    await expect(page.getByRole("navigation", { name: "Navegação principal" })).toHaveCount(0)
    await page.getByRole("button", { name: "Abrir menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Menu" })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole("heading", { name: "Menu Principal" })).toBeVisible()
    await expect(drawer.getByRole("link", { name: "Convergindo" })).toHaveAttribute("href", "/convergindo")
    await expect(drawer.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/auth")
    await expect(drawer.getByRole("heading", { name: "Minha Conta" })).toHaveCount(0)
    await drawer.getByRole("link", { name: "Sobre" }).click()
    await expect(page).toHaveURL(/\/sobre$/)
    await expect(drawer).toBeHidden()
    await expect(page.getByRole("heading", { level: 1, name: "Sobre Nós" })).toBeVisible()

    await page.getByRole("button", { name: "Abrir menu" }).click()
    await expect(drawer).toBeVisible()
    await drawer.getByRole("button", { name: "Fechar" }).click()
    await expect(drawer).toBeHidden()
  })

  test("theme choice persists across a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto("/")
    await waitForHeader(page)
    await expect(page.locator("html")).not.toHaveClass(/dark/)
    await page.getByRole("banner").getByRole("button", { name: "Alternar tema" }).click()
    await page.getByRole("menuitemradio", { name: "Escuro" }).click()
    await expect(page.locator("html")).toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator("html")).toHaveClass(/dark/)
    await page.getByRole("banner").getByRole("button", { name: "Alternar tema" }).click()
    await page.getByRole("menuitemradio", { name: "Claro" }).click()
    await expect(page.locator("html")).not.toHaveClass(/dark/)
    await page.reload()
    await expect(page.locator("html")).not.toHaveClass(/dark/)
  })

  test("skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/sobre")
    await waitForHeader(page)
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Pular para o conteúdo principal" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("main#conteudo")).toBeFocused()
  })

  test("a path change scrolls back to the top", async ({ page }) => {
    await page.goto("/")
    await waitForHeader(page)
    const footer = page.getByRole("contentinfo")
    await footer.scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await footer.getByRole("navigation", { name: "Links Rápidos" }).getByRole("link", { name: "Projetos" }).click()
    await expect(page).toHaveURL(/\/projetos$/)
    await expect(page.getByRole("heading", { level: 1, name: "Projetos" })).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("unknown paths get the 404 page with status 404", async ({ page }, testInfo) => {
    // The status is the server's; the 404 page's phone layout is swept (/pagina-que-nao-existe in
    // helpers/pages.ts: overflow at 320 px, axe at 390 px).
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const response = await page.goto("/pagina-que-nao-existe")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: "Página Não Encontrada" })).toBeVisible()
    await page.getByRole("link", { name: "Voltar ao Início" }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("/about redirects permanently to /sobre", async ({ request }) => {
    const response = await request.get("/about", { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()["location"]).toMatch(/\/sobre$/)
  })
})

test.describe("error screens", () => {
  test("a page rendering failure shows the fallback screen without the error message", async ({ page }) => {
    const logs: string[] = []
    page.on("console", (message) => logs.push(message.text()))
    await page.goto("/?e2e-erro=pagina")
    await expect(page.getByRole("heading", { name: "Oops! Algo deu errado" })).toBeVisible()
    await expect(
      page.getByText("Encontramos um erro inesperado. Tente recarregar a página ou voltar ao início.")
    ).toBeVisible()
    await expect(page.getByText(/falha de renderização forçada/)).toHaveCount(0)
    // The root layout survives a page failure: header and footer stay.
    await expect(page.getByRole("banner")).toBeVisible()
    expect(logs.some((line) => line.includes("[app.error]"))).toBe(true)

    const reloaded = page.waitForEvent("load")
    await page.getByRole("button", { name: "Recarregar" }).click()
    await reloaded
    await expect(page.getByRole("heading", { name: "Oops! Algo deu errado" })).toBeVisible()

    await page.getByRole("link", { name: "Ir ao Início" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("link", { name: "Comece Sua Jornada" })).toBeVisible()
  })

  test("a root layout failure shows the global error screen", async ({ page }) => {
    await page.goto("/sobre?e2e-erro=global")
    await expect(page.getByRole("heading", { name: "Oops! Algo deu errado" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR")
    await expect(page.getByText(/falha de renderização forçada/)).toHaveCount(0)
    await page.getByRole("link", { name: "Ir ao Início" }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole("link", { name: "Comece Sua Jornada" })).toBeVisible()
  })
})

test.describe("footer", () => {
  test("shows description, quick links, newsletter form and copyright", async ({ page }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByText(/Conectamos, educamos e impulsionamos mulheres/)).toBeVisible()
    const quick = footer.getByRole("navigation", { name: "Links Rápidos" })
    for (const name of ["Início", "Sobre", "Projetos", "Loja", "Diretório", "Feed RSS"]) {
      await expect(quick.getByRole("link", { name, exact: true })).toBeVisible()
    }
    await expect(footer.getByLabel("Nome")).toBeVisible()
    await expect(footer.getByLabel("E-mail")).toBeVisible()
    await expect(footer.getByRole("button", { name: "Inscrever-se" })).toBeVisible()
    await expect(footer.getByText("© 2024 Convergência Empreendedora", { exact: false })).toBeVisible()
    // No social profile is configured by default, so no social icon is shown.
    await expect(footer.getByRole("link", { name: /Instagram|Facebook|LinkedIn|YouTube/ })).toHaveCount(0)
  })

  test("every footer link resolves", async ({ page, request }, testInfo) => {
    // The footer's links are the same at every width (the phone sees them in the test above).
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    await page.goto("/")
    const hrefs = await page
      .getByRole("contentinfo")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""))
    const targets = [...new Set(hrefs.filter((href) => href.startsWith("/")))]
    expect(targets).toEqual(expect.arrayContaining(["/", "/sobre", "/projetos", "/loja", "/diretorio", "/rss"]))
    for (const href of targets) {
      const response = await request.get(href)
      expect(response.status(), href).toBeLessThan(400)
    }
  })
})
