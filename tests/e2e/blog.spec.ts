import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { formatPostDate, formatViews } from "../../lib/format"
import { signInAs } from "./helpers/accounts"
import { anonRest, publishedPost, publishedPosts } from "./helpers/blog-data"
import { isPhone, SAME_LOGIC_ON_PHONE } from "./helpers/site"

// Seeded posts (supabase/seed.sql). Each test that opens a post uses its own, so view counts stay exact
// while the suite runs in parallel.
const MARKETING_POST = "como-contar-a-historia-da-sua-marca"
const VIEWS_POST = { desktop: "bancos-comunitarios-e-moedas-sociais", phone: "comercio-justo-e-consumo-consciente" }
const DRAFT = "planejamento-anual-metas-para-o-seu-negocio"
const ARCHIVED = "retrospectiva-convergencia-2024"

const categories = (page: Page) => page.getByRole("navigation", { name: "Categorias" })
const cards = (page: Page) => page.getByRole("main").getByRole("article")
const cardTitles = (page: Page) => cards(page).getByRole("heading").allInnerTexts()

test.describe("blog list", () => {
  test("shows title, intro, cards and pagination past 12 posts", async ({ page }) => {
    const posts = await publishedPosts()
    expect(posts.length).toBeGreaterThan(12)
    await page.goto("/convergindo")
    await expect(page).toHaveTitle(/Convergindo/)
    await expect(page.getByRole("heading", { level: 1, name: "Convergindo" })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/convergindo$/)
    await expect(cards(page)).toHaveCount(12)

    // Newest first (other tests may publish meanwhile: the order is checked, not who is first).
    const dates = await cards(page)
      .locator("time")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime")!))
    expect(dates).toEqual([...dates].sort().reverse())

    // The newest seeded post, with every field of a card.
    const newest = posts.find((post) => post.id.startsWith("30000000-"))!
    const card = cards(page).filter({ has: page.getByRole("heading", { name: newest.title }) })
    await expect(card.getByRole("link", { name: newest.title })).toHaveAttribute("href", `/convergindo/${newest.slug}`)
    await expect(card.getByText(formatPostDate(newest.published_at))).toHaveText(/^\d{2} de [a-zç]+ de \d{4}$/)
    await expect(card.getByText("Economia Solidária", { exact: true })).toBeVisible()
    await expect(card.getByText(newest.excerpt!)).toBeVisible()
    await expect(card.getByText("Helena Duarte", { exact: true })).toBeVisible()
    await expect(card.getByText(/^[\d.]+ visualizaç(ão|ões)$/)).toBeVisible()
    await expect(card.locator("img")).toHaveAttribute("src", /_next\/image\?url=%2Fimages%2Fblog%2F/)

    const pagination = page.getByRole("navigation", { name: "Paginação" })
    await expect(pagination.getByRole("link", { name: "Página 1" })).toHaveAttribute("aria-current", "page")
    const next = pagination.getByRole("link", { name: "Próxima" })
    await expect(next).toHaveAttribute("rel", "next")
    await next.click()
    await expect(page).toHaveURL(/\/convergindo\?pagina=2$/)
    await expect(cards(page).first()).toBeVisible()
    expect(await cards(page).count()).toBeGreaterThan(0)
    await expect(pagination.getByRole("link", { name: "Anterior" })).toHaveAttribute("rel", "prev")
    expect(await cardTitles(page)).not.toContain(newest.title)
  })

  test('search "gestao" finds the "Gestão" posts, accents and case aside', async ({ page }) => {
    await page.goto("/convergindo")
    const search = page.getByRole("searchbox", { name: "Buscar posts" })
    await expect(search).toHaveAttribute("placeholder", "Buscar posts...")
    await search.fill("gestao")
    await search.press("Enter")
    await expect(page).toHaveURL(/\/convergindo\?busca=gestao$/)
    await expect(page.getByRole("heading", { name: "Gestão do tempo para mães empreendedoras" })).toBeVisible()
    // The search runs on the site's engine (issue #42): bodies count too, and titles rank first.
    await expect(cards(page).first()).toContainText(/gest[aã]o/i)
    await expect(search).toHaveValue("gestao")

    await page.goto("/convergindo?busca=GEST%C3%83O")
    await expect(page.getByRole("heading", { name: "Gestão do tempo para mães empreendedoras" })).toBeVisible()

    await page.goto("/convergindo?busca=nada-por-aqui-xyz")
    await expect(page.getByText("Nenhum post encontrado com os filtros aplicados")).toBeVisible()
    await page.getByRole("link", { name: "Limpar filtros" }).click()
    await expect(page).toHaveURL(/\/convergindo$/)
    await expect(cards(page)).toHaveCount(12)
  })

  test("category filter lives in ?categoria= and the back button undoes it", async ({ page }) => {
    await page.goto("/convergindo")
    await expect(categories(page).getByRole("link", { name: "Todas" })).toHaveAttribute("aria-current", "page")

    await categories(page).getByRole("link", { name: "Finanças" }).click()
    await expect(page).toHaveURL(/\/convergindo\?categoria=financas$/)
    await expect(categories(page).getByRole("link", { name: "Finanças" })).toHaveAttribute("aria-current", "page")
    await expect(cards(page).first()).toBeVisible()
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Finanças")

    await categories(page).getByRole("link", { name: "Marketing" }).click()
    await expect(page).toHaveURL(/\/convergindo\?categoria=marketing$/)
    await expect(cards(page).first()).toBeVisible()
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Marketing")

    await page.goBack()
    await expect(page).toHaveURL(/\/convergindo\?categoria=financas$/)
    await expect(categories(page).getByRole("link", { name: "Finanças" })).toHaveAttribute("aria-current", "page")
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Finanças")

    await page.goBack()
    await expect(page).toHaveURL(/\/convergindo$/)
    await expect(categories(page).getByRole("link", { name: "Todas" })).toHaveAttribute("aria-current", "page")
    await expect(cards(page)).toHaveCount(12)

    // A shared address opens filtered, and a search keeps the category.
    await page.goto("/convergindo?categoria=gestao")
    await expect(cards(page)).toHaveCount(1)
    await page.getByRole("searchbox", { name: "Buscar posts" }).fill("mães")
    await page.getByRole("button", { name: "Buscar" }).click()
    await expect(page).toHaveURL(/categoria=gestao/)
    await expect(page).toHaveURL(/busca=m%C3%A3es/)
    await expect(cards(page)).toHaveCount(1)
  })

  test("shows six skeleton cards while the next list loads", async ({ page }) => {
    await page.goto("/convergindo")
    await expect(cards(page)).toHaveCount(12)
    // Hold the next list's server response a moment so the loading state can be seen.
    await page.route(
      // The client router asks the filtered route by its own path (lib/search.ts: routedListHref).
      (url) => url.pathname === "/convergindo/-lista" && url.searchParams.get("categoria") === "marketing",
      async (route) => {
        if (route.request().headers()["rsc"]) await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      }
    )
    await categories(page).getByRole("link", { name: "Marketing" }).click()
    const loading = page.getByRole("status").filter({ hasText: "Carregando posts…" })
    await expect(loading).toBeVisible()
    await expect(loading.locator('[data-slot="skeleton"]').first()).toBeVisible()
    await expect(loading.getByRole("listitem", { includeHidden: true })).toHaveCount(6)
    await expect(loading).toHaveCount(0)
    await expect(page).toHaveURL(/categoria=marketing/)
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Marketing")
  })

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false })

    test("search and categories still work", async ({ page }) => {
      await page.goto("/convergindo")
      await page.getByRole("searchbox", { name: "Buscar posts" }).fill("gestao")
      await page.getByRole("button", { name: "Buscar" }).click()
      await expect(page).toHaveURL(/busca=gestao/)
      await expect(page.getByRole("heading", { name: "Gestão do tempo para mães empreendedoras" })).toBeVisible()
      await categories(page).getByRole("link", { name: "Gestão" }).click()
      await expect(page).toHaveURL(/categoria=gestao/)
      await expect(cards(page)).toHaveCount(1)
    })
  })

  test("/blog points permanently to /convergindo, query included", async ({ request }) => {
    const list = await request.get("/blog?categoria=gestao", { maxRedirects: 0 })
    expect(list.status()).toBe(308)
    expect(list.headers()["location"]).toBe("/convergindo?categoria=gestao")
    const post = await request.get(`/blog/${MARKETING_POST}`, { maxRedirects: 0 })
    expect(post.status()).toBe(308)
    expect(post.headers()["location"]).toBe(`/convergindo/${MARKETING_POST}`)
  })
})

test.describe("post page", () => {
  test("shows the post, its tags and related posts of the same category", async ({ page }) => {
    const post = await publishedPost(MARKETING_POST)
    const response = await page.goto(`/convergindo/${MARKETING_POST}`)
    expect(response?.status()).toBe(200)
    const main = page.getByRole("main")
    const article = main.getByRole("article", { name: post.title })
    await expect(article.getByRole("link", { name: "Voltar para o blog" })).toHaveAttribute("href", "/convergindo")
    await expect(article.getByRole("link", { name: "Marketing", exact: true })).toHaveAttribute(
      "href",
      "/convergindo?categoria=marketing"
    )
    await expect(article.getByRole("heading", { level: 1, name: post.title })).toBeVisible()
    await expect(article.getByText(formatPostDate(post.published_at), { exact: true })).toBeVisible()
    await expect(article.getByText("Marina Albuquerque", { exact: true })).toBeVisible()
    await expect(page.getByTestId("post-views")).toHaveText(/^[\d.]+ visualizaç(ão|ões)$/)
    await expect(article.getByText(post.excerpt!, { exact: true })).toBeVisible()
    await expect(article.locator(`img[src*="${MARKETING_POST}"]`)).toBeVisible()
    await expect(article.getByRole("heading", { level: 2, name: "Três perguntas" })).toBeVisible()
    const tags = article.getByRole("region", { name: "Tags" })
    await expect(tags.getByRole("listitem")).toHaveText(["#Marca", "#Redes sociais"])
    await expect(page).toHaveTitle(`${post.seo_title} | Convergência Empreendedora`)

    // Up to three other posts of the category, newest first.
    const sameCategory = (await publishedPosts()).filter(
      (other) => other.category_id === post.category_id && other.slug !== post.slug
    )
    const related = main.getByRole("region", { name: "Posts Relacionados" })
    await expect(related.getByRole("article")).toHaveCount(Math.min(3, sameCategory.length))
    await expect(related.getByRole("heading", { level: 3 })).toHaveText(
      sameCategory.slice(0, 3).map((other) => other.title)
    )
    await related.getByRole("link", { name: sameCategory[0]!.title }).click()
    await expect(page).toHaveURL(new RegExp(`/convergindo/${sameCategory[0]!.slug}$`))
    await expect(page.getByRole("heading", { level: 1, name: sameCategory[0]!.title })).toBeVisible()
  })

  test("share copies the link where the browser has no share sheet", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL })
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined }))
    await page.goto(`/convergindo/${MARKETING_POST}`)
    await page.getByRole("button", { name: "Compartilhar" }).click()
    await expect(page.getByText("Link copiado!", { exact: true })).toBeVisible()
    await expect(
      page.getByText("O link do post foi copiado para a área de transferência", { exact: true })
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/convergindo/${MARKETING_POST}`)
  })

  test("share opens the share sheet where there is one", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = []
      Object.defineProperty(window, "__shared", { value: calls })
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          calls.push(data)
          return Promise.resolve()
        },
      })
    })
    await page.goto(`/convergindo/${MARKETING_POST}`)
    await page.getByRole("button", { name: "Compartilhar" }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([expect.objectContaining({ url: `${baseURL}/convergindo/${MARKETING_POST}` })])
    await expect(page.getByText("Link copiado!", { exact: true })).toHaveCount(0)
  })

  test("a visitor adds one view a day; prefetches and bots add none", async ({ page, request }, testInfo) => {
    const slug = isPhone(testInfo) ? VIEWS_POST.phone : VIEWS_POST.desktop
    const before = await publishedPost(slug)
    const report = () => page.waitForResponse((r) => r.url().endsWith("/api/views") && r.request().method() === "POST")

    let reported = report()
    await page.goto(`/convergindo/${slug}`)
    const first = (await (await reported).json()) as { views: number }
    expect(first.views).toBe(before.views_count + 1)
    await expect(page.getByTestId("post-views")).toHaveText(formatViews(first.views))

    reported = report()
    await page.reload()
    const second = (await (await reported).json()) as { views: number }
    expect(second.views).toBe(first.views) // the same visitor (address and browser), the same day
    await expect(page.getByTestId("post-views")).toHaveText(formatViews(second.views))

    const data = { postId: before.id }
    const prefetch = await request.post("/api/views", { data, headers: { "Sec-Purpose": "prefetch" } })
    expect(prefetch.status()).toBe(202)
    const bot = await request.post("/api/views", {
      data,
      headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    })
    expect(bot.status()).toBe(202)
    expect((await publishedPost(slug)).views_count).toBe(second.views)

    const draft = await anonRest<{ id: string }[]>(`blog_posts?select=id&slug=eq.${DRAFT}`)
    expect(draft).toEqual([]) // anon cannot even see it; the beacon rejects unknown ids
    const unknown = await request.post("/api/views", {
      data: { postId: "00000000-0000-4000-a000-00000000dead" },
      headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0 Safari/537.36" },
    })
    expect(unknown.status()).toBe(404)
  })

  for (const [label, slug] of [
    ["a draft", DRAFT],
    ["an archived post", ARCHIVED],
    ["an unknown slug", "post-que-nao-existe"],
    ["a malformed slug", "Nao_E_Slug"],
  ] as const) {
    test(`${label} answers 404 with the not-found view`, async ({ page }, testInfo) => {
      // Which post is public is the server's rule; the not-found view's phone layout is swept
      // (/convergindo/post-que-nao-existe in helpers/pages.ts: overflow at 320 px, axe at 390 px).
      test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
      const response = await page.goto(`/convergindo/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole("heading", { level: 1, name: "Post não encontrado" })).toBeVisible()
      await expect(page.getByText("O post que você está procurando não existe ou foi removido.")).toBeVisible()
      await page.getByRole("main").getByRole("link", { name: "Voltar para o blog" }).click()
      await expect(page).toHaveURL(/\/convergindo$/)
    })
  }

  test("SEO: canonical, article Open Graph, share card and JSON-LD", async ({ page, request }, testInfo) => {
    // The head's tags and the share card are the same at every width.
    test.skip(isPhone(testInfo), SAME_LOGIC_ON_PHONE)
    const post = await publishedPost(MARKETING_POST)
    await page.goto(`/convergindo/${MARKETING_POST}`)
    const meta = (selector: string) => page.locator(selector).first()
    await expect(meta('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/convergindo/${MARKETING_POST}$`))
    await expect(meta('meta[name="description"]')).toHaveAttribute("content", post.seo_description!)
    await expect(meta('meta[property="og:type"]')).toHaveAttribute("content", "article")
    await expect(meta('meta[property="article:section"]')).toHaveAttribute("content", "Marketing")
    await expect(meta('meta[property="article:author"]')).toHaveAttribute("content", "Marina Albuquerque")
    await expect(meta('meta[property="article:published_time"]')).toHaveAttribute("content", /^\d{4}-\d{2}-\d{2}T/)
    await expect(meta('meta[property="article:modified_time"]')).toHaveAttribute("content", /^\d{4}-\d{2}-\d{2}T/)
    await expect(meta('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image")
    const ogImage = await meta('meta[property="og:image"]').getAttribute("content")
    expect(ogImage).toContain(`/convergindo/${MARKETING_POST}/opengraph-image`)
    const card = await request.get(ogImage!)
    expect(card.status()).toBe(200)
    expect(card.headers()["content-type"]).toBe("image/png")

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}") as Record<string, unknown>))
    const posting = jsonLd.find((item) => item["@type"] === "BlogPosting")
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: post.published_at,
      author: { "@type": "Person", name: "Marina Albuquerque" },
      publisher: { "@type": "Organization", name: "Convergência Empreendedora" },
      articleSection: "Marketing",
      inLanguage: "pt-BR",
    })
    const breadcrumb = jsonLd.find((item) => item["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string; position: number }[]
    }
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(["Início", "Convergindo", post.title])
  })
})

test.describe("cache revalidation", () => {
  test("a post published in the editor shows within seconds, and 404s once archived", async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), "one run is enough: the editor flow is the same on every device")
    test.setTimeout(120_000)
    const stamp = Date.now()
    const title = `Convergindo E2E ${stamp}`
    const slug = `convergindo-e2e-${stamp}`
    const postStatus = async () => (await page.request.get(`/convergindo/${slug}`)).status()

    // Cached first: the list without it, and its address as a 404.
    await page.goto(`/convergindo?busca=${stamp}`)
    await expect(page.getByText("Nenhum post encontrado com os filtros aplicados")).toBeVisible()
    expect(await postStatus()).toBe(404)

    await signInAs(page, "editor")
    await page.goto("/admin/blog")
    await page.getByRole("button", { name: "Novo Post" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Título *").fill(title)
    await expect(dialog.getByLabel("Slug (endereço do post)")).toHaveValue(slug)
    await dialog.getByLabel("Resumo").fill("Publicado pelo teste de revalidação.")
    await dialog.getByRole("textbox", { name: "Conteúdo *" }).click()
    await page.keyboard.type("Conteúdo publicado pelo teste.")
    await dialog.getByRole("combobox", { name: "Status" }).click()
    await page.getByRole("option", { name: "Publicado" }).click()
    await dialog.getByRole("button", { name: "Criar post" }).click()
    await expect(page.getByText("Post criado com sucesso!").first()).toBeVisible()

    await expect.poll(postStatus, { timeout: 15_000 }).toBe(200)
    await page.goto(`/convergindo?busca=${stamp}`)
    await expect(page.getByRole("heading", { name: title })).toBeVisible()
    await page.goto(`/convergindo/${slug}`)
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await expect(page.getByText("Conteúdo publicado pelo teste.")).toBeVisible()
    const feed = async () => (await page.request.get("/rss")).text()
    await expect.poll(feed, { timeout: 15_000 }).toContain(`<title><![CDATA[${title}]]></title>`)

    // An edit of the published post reaches its page and the feed.
    const edited = `${title} editado`
    await page.goto("/admin/blog")
    const row = page.getByRole("row", { name: new RegExp(title) })
    await row.getByRole("button", { name: /Editar/ }).click()
    await dialog.getByLabel("Título *").fill(edited)
    await dialog.getByLabel("Slug (endereço do post)").fill(slug)
    await dialog.getByRole("button", { name: "Salvar alterações" }).click()
    await expect(page.getByText("Post atualizado com sucesso!").first()).toBeVisible()
    await expect
      .poll(async () => (await page.request.get(`/convergindo/${slug}`)).text(), { timeout: 15_000 })
      .toContain(edited)
    await expect.poll(feed, { timeout: 15_000 }).toContain(`<title><![CDATA[${edited}]]></title>`)

    await row.getByRole("button", { name: /Editar/ }).click()
    await dialog.getByRole("combobox", { name: "Status" }).click()
    await page.getByRole("option", { name: "Arquivado" }).click()
    await dialog.getByRole("button", { name: "Salvar alterações" }).click()
    await expect(page.getByText("Post atualizado com sucesso!").first()).toBeVisible()
    await expect.poll(postStatus, { timeout: 15_000 }).toBe(404)
    await expect.poll(feed, { timeout: 15_000 }).not.toContain(edited)

    await row.getByRole("button", { name: /Excluir/ }).click()
    await page.getByRole("alertdialog", { name: "Excluir post?" }).getByRole("button", { name: "Excluir" }).click()
    await expect(page.getByText("Post excluído com sucesso!").first()).toBeVisible()
  })
})

test.describe("sitemap and robots", () => {
  test("the sitemap lists every published post with its last edit, and no draft", async ({ request }) => {
    const locs = async () => {
      const xml = await (await request.get("/sitemap.xml")).text()
      return new Map(
        [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => [
          new URL(match[1]!).pathname,
          match[2],
        ])
      )
    }
    // Other tests publish and archive posts meanwhile: compare until both sides agree.
    await expect
      .poll(async () => {
        const [entries, posts] = await Promise.all([locs(), publishedPosts()])
        const listed = [...entries.keys()].filter((path) => path.startsWith("/convergindo/")).sort()
        return JSON.stringify(listed) === JSON.stringify(posts.map((post) => `/convergindo/${post.slug}`).sort())
      })
      .toBe(true)
    const entries = await locs()
    for (const path of ["/", "/sobre", "/convergindo"]) expect(entries.has(path)).toBe(true)
    expect(entries.has(`/convergindo/${DRAFT}`)).toBe(false)
    expect(entries.has(`/convergindo/${ARCHIVED}`)).toBe(false)
    const post = await publishedPost(MARKETING_POST)
    expect(new Date(entries.get(`/convergindo/${MARKETING_POST}`)!).getTime()).toBe(new Date(post.updated_at).getTime())
  })

  test("robots.txt allows the site, keeps private areas out and names the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text()
    expect(robots).toMatch(/User-Agent: \*/i)
    expect(robots).toContain("Allow: /")
    for (const path of ["/admin", "/dashboard", "/auth"]) expect(robots).toContain(`Disallow: ${path}`)
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
  })
})
