import { expect, type Page } from "@playwright/test"

// Seeded demo accounts (supabase/seed.sql), one per role.
export const DEMO_PASSWORD = "demo-convergencia"
export const ACCOUNTS = {
  member: "membro@convergencia.test",
  editor: "editora@convergencia.test",
  admin: "admin@convergencia.test",
} as const
export type Role = keyof typeof ACCOUNTS

/** Signs in through the real /auth form and waits until the app has left it. */
export async function signInAs(page: Page, role: Role) {
  await page.goto("/auth")
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(ACCOUNTS[role])
  await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).not.toHaveURL(/\/auth(\?|$)/, { timeout: 15_000 })
}
