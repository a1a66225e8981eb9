import { readFileSync } from "node:fs"
import path from "node:path"

import { type BrowserContext, expect, type Page } from "@playwright/test"

// Seeded demo accounts (supabase/seed.sql), one per role.
export const DEMO_PASSWORD = "demo-convergencia"
export const ACCOUNTS = {
  member: "membro@convergencia.test",
  editor: "editora@convergencia.test",
  admin: "admin@convergencia.test",
} as const
export type Role = keyof typeof ACCOUNTS
export const ROLES = Object.keys(ACCOUNTS) as Role[]

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>

/**
 * Where tests/e2e/sessions.setup.ts saves each role's signed-in state, once per run. Sign-out is
 * global (it ends every session of the account), so a test that signs out must use an account of
 * its own, never these.
 */
export const sessionFile = (role: Role) => path.join(import.meta.dirname, "../../../playwright/.auth", `${role}.json`)

export const savedSession = (role: Role): StorageState => JSON.parse(readFileSync(sessionFile(role), "utf8"))

/** Signs in through the real /auth form and waits until the app has left it. */
export async function signInThroughForm(page: Page, role: Role) {
  await page.goto("/auth")
  const form = page.getByRole("form", { name: "Entrar" })
  await form.getByLabel("Email").fill(ACCOUNTS[role])
  await form.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD)
  await form.getByRole("button", { name: "Entrar" }).click()
  await expect(page).not.toHaveURL(/\/auth(\?|$)/, { timeout: 15_000 })
}

/** Gives the page the role's saved session and opens the dashboard, where a sign-in lands. */
export async function signInAs(page: Page, role: Role) {
  await page.context().addCookies(savedSession(role).cookies)
  await page.goto("/dashboard")
  await expect(page).toHaveURL(/\/dashboard$/)
}
