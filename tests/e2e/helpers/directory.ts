import { randomUUID } from "node:crypto"

import { type Browser } from "@playwright/test"

import { savedSession } from "./accounts"
import { type Member, serviceClient } from "./notifications-backend"

export const unique = () => randomUUID().slice(0, 8)

/**
 * An approved, listed business of `owner` (inserted with the service role, as an approval leaves
 * it), in Tocantins (TO), where the seed has none, so the filters' expectations about the seed hold.
 */
export async function listedBusiness(owner: Member, name: string) {
  const db = serviceClient()
  await db
    .from("profiles")
    .update({ roles: ["customer", "business_owner"] })
    .eq("id", owner.id)
  const { data, error } = await db
    .from("businesses")
    .insert({
      owner_id: owner.id,
      name,
      slug: `e2e-${unique()}`,
      description: "Produtos da roça feitos por mulheres do Tocantins, com entrega na capital.",
      category: "Agricultura familiar",
      city: "Palmas",
      state: "TO",
      whatsapp: "+5563991234567",
      status: "approved",
    })
    .select("id, slug")
    .single()
  if (error) throw new Error(`listed business: ${error.message}`)
  return { ...data, name }
}

/** A fresh browser context signed in as the seeded admin, and a page in it. */
export async function asAdmin(browser: Browser) {
  const context = await browser.newContext()
  await context.addCookies(savedSession("admin").cookies)
  return { context, page: await context.newPage() }
}
