import { type Locator, type Page } from "@playwright/test"
import { expect, test } from "./helpers/test"

import { signInAs } from "./helpers/accounts"
import { isPhone, waitForHeader } from "./helpers/site"

/**
 * Keyboard-only walkthroughs: everything a pointer can reach in the header, the drawer, the auth
 * tabs, a dialog and the notification panel can be reached, opened, used and closed with the
 * keyboard, with focus going back where it came from. The carousel has its own keyboard test
 * (site-about.spec.ts).
 */

/** Presses `key` until `target` has focus (at most `limit` times), as a keyboard user would. */
async function pressUntilFocused(page: Page, key: string, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

const tabTo = (page: Page, target: Locator, limit?: number) => pressUntilFocused(page, "Tab", target, limit)

/** Focus stays inside an open dialog however far one tabs. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 25) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab")
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
}

test("header: the menu, the theme and Entrar by keyboard alone", async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), "the desktop header (the phone drawer has its own walkthrough)")
  await page.goto("/sobre")
  await waitForHeader(page)
  const banner = page.getByRole("banner")

  const menu = banner.getByRole("button", { name: "Menu Principal" })
  await tabTo(page, menu)
  await page.keyboard.press("Enter")
  const firstLink = banner.getByRole("link", { name: /Início/ }).first()
  await expect(firstLink).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(firstLink).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(firstLink).toBeHidden()

  const theme = banner.getByRole("button", { name: "Alternar tema" })
  await tabTo(page, theme)
  await page.keyboard.press("Enter")
  const dark = page.getByRole("menuitemradio", { name: "Escuro" })
  await expect(dark).toBeVisible()
  await pressUntilFocused(page, "ArrowDown", dark)
  await page.keyboard.press("Enter")
  await expect(page.locator("html")).toHaveClass(/dark/)
  await expect(theme).toBeFocused()

  const signIn = banner.getByRole("link", { name: "Entrar" })
  await tabTo(page, signIn)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/auth$/)
})

test("drawer: opens, keeps focus inside, closes with Escape back on its button", async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), "the drawer is the phone's navigation")
  await page.goto("/sobre")
  await waitForHeader(page)
  const open = page.getByRole("button", { name: "Abrir menu" })
  await tabTo(page, open)
  await page.keyboard.press("Enter")
  const drawer = page.getByRole("dialog", { name: "Menu" })
  await expect(drawer).toBeVisible()
  await expectFocusTrapped(page, drawer)
  await page.keyboard.press("Escape")
  await expect(drawer).toBeHidden()
  await expect(open).toBeFocused()

  await page.keyboard.press("Enter")
  const blog = drawer.getByRole("link", { name: /Convergindo/ }).first()
  await tabTo(page, blog)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/convergindo$/)
  await expect(drawer).toBeHidden()
})

test("auth: tabs and forms by keyboard alone", async ({ page }, testInfo) => {
  // The auth screen has no element shown or hidden by width (no responsive display class): its tab
  // order is the DOM's on every viewport. What differs on a phone, the header, is walked by the
  // drawer's test below.
  test.skip(isPhone(testInfo), "one viewport is enough: the auth screen's tab order is the same on a phone")
  await page.goto("/auth")
  await waitForHeader(page)
  const tabs = page.getByRole("navigation", { name: "Acesso à conta" })

  await tabTo(page, tabs.getByRole("link", { name: "Cadastrar" }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/tab=cadastrar/)
  const signUp = page.getByRole("form", { name: "Cadastrar" })
  await tabTo(page, signUp.getByLabel("Nome completo"))
  await page.keyboard.type("Teclado Só")
  await page.keyboard.press("Tab")
  await expect(signUp.getByLabel("Email")).toBeFocused()

  await tabTo(page, tabs.getByRole("link", { name: "Entrar" }))
  await page.keyboard.press("Enter")
  const signInForm = page.getByRole("form", { name: "Entrar" })
  await tabTo(page, signInForm.getByLabel("Email"))
  await page.keyboard.type("membro@convergencia.test")
  await tabTo(page, signInForm.getByLabel("Senha", { exact: true }))
  await page.keyboard.type("demo-convergencia")
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/dashboard$/)
})

test("a dialog: the blog editor opens, traps focus and closes back on its button", async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), "one viewport is enough for the dialog's focus handling")
  await signInAs(page, "editor")
  await page.goto("/admin/blog")
  const create = page.getByRole("button", { name: "Novo Post" })
  await tabTo(page, create)
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog")
  await expect(dialog).toBeVisible()
  await expectFocusTrapped(page, dialog, 30)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(create).toBeFocused()
})

test("the blog editor's link, image and delete dialogs by keyboard alone", async ({ page }, testInfo) => {
  test.skip(isPhone(testInfo), "one viewport is enough for the dialogs' focus handling")
  await signInAs(page, "editor")
  await page.goto("/admin/blog")
  const create = page.getByRole("button", { name: "Novo Post" })
  await tabTo(page, create)
  await page.keyboard.press("Enter")
  const editor = page.getByRole("dialog", { name: "Novo Post" })
  await expect(editor).toBeVisible()

  for (const [button, name, firstField] of [
    ["Link", "Inserir link", "Endereço do link *"],
    ["Imagem", "Inserir imagem", "Enviar arquivo"],
  ] as const) {
    const opener = editor.getByRole("button", { name: button, exact: true })
    await tabTo(page, opener)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel(firstField)).toBeFocused()
    await expectFocusTrapped(page, dialog, 12)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    // Only the inner dialog closed; focus is back on the toolbar button that opened it.
    await expect(editor).toBeVisible()
    await expect(opener).toBeFocused()
  }
  await page.keyboard.press("Escape")
  await expect(editor).toBeHidden()

  const remove = page.getByRole("button", { name: /^Excluir “/ }).first()
  await tabTo(page, remove, 80)
  await page.keyboard.press("Enter")
  const confirm = page.getByRole("alertdialog", { name: "Excluir post?" })
  await expect(confirm).toBeVisible()
  await expect(confirm.getByRole("button", { name: "Cancelar" })).toBeFocused()
  await expectFocusTrapped(page, confirm, 6)
  await page.keyboard.press("Escape")
  await expect(confirm).toBeHidden()
  await expect(remove).toBeFocused()
})

test("notification panel: opens from the bell, walks its items, closes back on the bell", async ({ page }) => {
  await signInAs(page, "admin")
  await page.goto("/sobre")
  const bell = page.getByRole("banner").getByRole("button", { name: /^Notificações,/ })
  await tabTo(page, bell)
  await page.keyboard.press("Enter")
  const panel = page.getByRole("dialog", { name: "Notificações" })
  await expect(panel).toBeVisible()
  await page.keyboard.press("Tab")
  expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press("Escape")
  await expect(panel).toBeHidden()
  await expect(bell).toBeFocused()
})
