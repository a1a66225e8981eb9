import { type Locator, type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { signInAs } from "./helpers/accounts"
import { createMember, signInWithForm } from "./helpers/notifications-backend"
import { isPhone, waitForHeader } from "./helpers/site"

async function desktopGroup(page: Page, title: string) {
  const nav = page.getByRole("navigation", { name: "Navegação principal" })
  await nav.getByRole("button", { name: title }).click()
  return nav
}

test.describe("header for signed-in people (desktop)", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), "desktop only"))

  test("a member sees Minha Conta and Sair, no Administração", async ({ page }) => {
    // Her own account: signing out ends every session of the account, the saved ones included.
    const member = await createMember("cabecalho")
    await signInWithForm(page, member.email, member.password)
    await page.goto("/")
    await waitForHeader(page)
    const nav = await desktopGroup(page, "Minha Conta")
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard")
    await expect(nav.getByRole("link", { name: "Mensagens" })).toHaveAttribute("href", "/mensagens")
    // Orders with Pix (issue #38).
    await expect(nav.getByRole("link", { name: "Minhas encomendas" })).toHaveAttribute("href", "/dashboard/encomendas")
    await expect(nav.getByRole("button", { name: "Administração" })).toHaveCount(0)
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toHaveCount(0)

    await page.getByRole("banner").getByRole("button", { name: "Sair" }).click()
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible()
    await expect(nav.getByRole("button", { name: "Minha Conta" })).toHaveCount(0)
  })

  test("an admin sees the three admin links", async ({ page }) => {
    await signInAs(page, "admin")
    await page.goto("/sobre")
    await waitForHeader(page)
    const nav = await desktopGroup(page, "Administração")
    await expect(nav.getByRole("link", { name: "Painel Admin" })).toHaveAttribute("href", "/admin")
    await expect(nav.getByRole("link", { name: "Editor de Blog" })).toHaveAttribute("href", "/admin/blog")
    await expect(nav.getByRole("link", { name: "Newsletter" })).toHaveAttribute("href", "/admin/newsletter")
  })

  test("a blog editor sees only the blog editor link", async ({ page }) => {
    await signInAs(page, "editor")
    await page.goto("/")
    await waitForHeader(page)
    const nav = await desktopGroup(page, "Administração")
    await expect(nav.getByRole("link", { name: "Editor de Blog" })).toHaveAttribute("href", "/admin/blog")
    await expect(nav.getByRole("link", { name: "Painel Admin" })).toHaveCount(0)
    await expect(nav.getByRole("link", { name: "Newsletter" })).toHaveCount(0)
  })
})

test("phone drawer shows the admin groups and Sair for an admin", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "phone only")
  // An admin of its own: signing out ends every session of the account, the saved ones included.
  const admin = await createMember("gaveta", { admin: true })
  await signInWithForm(page, admin.email, admin.password)
  await page.goto("/")
  await waitForHeader(page)
  await page.getByRole("button", { name: "Abrir menu" }).click()
  const drawer = page.getByRole("dialog", { name: "Menu" })
  await expect(drawer.getByRole("heading", { name: "Minha Conta" })).toBeVisible()
  await expect(drawer.getByRole("heading", { name: "Administração" })).toBeVisible()
  await expect(drawer.getByRole("link", { name: "Painel Admin" })).toHaveAttribute("href", "/admin")
  // Under 370 px the header has no room for the Mensagens icon: the drawer has the link.
  await expect(drawer.getByRole("link", { name: "Mensagens" })).toHaveAttribute("href", "/mensagens")
  await drawer.getByRole("button", { name: "Sair" }).click()
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole("button", { name: "Abrir menu" }).click()
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Entrar" })).toBeVisible()
})

/** The main group's links as "title → href", in order. */
async function linkList(scope: Locator) {
  const links = scope.getByRole("link")
  await expect(links.first()).toBeVisible()
  return links.evaluateAll((elements) =>
    elements.map(
      (element) => `${(element.querySelector("span") ?? element).textContent?.trim()} → ${element.getAttribute("href")}`
    )
  )
}

test("the desktop menu and the drawer list the same Menu Principal links, new areas included", async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), "sets both viewports itself")
  await page.goto("/sobre")
  await waitForHeader(page)
  const nav = await desktopGroup(page, "Menu Principal")
  const desktop = await linkList(nav.locator("[data-slot=navigation-menu-content]"))
  expect(desktop.slice(0, 3)).toEqual(["Início → /", "Sobre → /sobre", "Convergindo → /convergindo"])
  expect(desktop).toEqual(expect.arrayContaining(["Diretório → /diretorio", "Projetos → /projetos", "Loja → /loja"]))

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole("button", { name: "Abrir menu" }).click()
  const group = page.getByRole("dialog", { name: "Menu" }).getByRole("region", { name: "Menu Principal" })
  expect(await linkList(group)).toEqual(desktop)
})

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`the Menu Principal trigger follows the theme (${colorScheme})`, () => {
    test.use({ colorScheme })
    test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), "desktop only"))

    test("transparent over the scrolled header, plum secondary when open", async ({ page }) => {
      await page.goto("/sobre")
      await waitForHeader(page)
      await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /light/)
      const trigger = page
        .getByRole("navigation", { name: "Navegação principal" })
        .getByRole("button", { name: "Menu Principal" })
      const background = () => trigger.evaluate((element) => getComputedStyle(element).backgroundColor)
      const token = (name: string) =>
        page.evaluate((variable) => {
          const probe = document.createElement("div")
          probe.style.backgroundColor = `var(${variable})`
          document.body.append(probe)
          const color = getComputedStyle(probe).backgroundColor
          probe.remove()
          return color
        }, name)

      await page.mouse.wheel(0, 800)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      expect(await background()).toBe("rgba(0, 0, 0, 0)")

      await trigger.click()
      await expect(trigger).toHaveAttribute("data-state", "open")
      const secondary = await token("--secondary")
      expect(secondary).not.toBe(await token("--accent"))
      await expect.poll(background).toBe(secondary)
    })
  })
}
