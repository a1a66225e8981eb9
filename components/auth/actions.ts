"use server"

import { revalidatePath } from "next/cache"
import { redirect } from "next/navigation"

import { createClient } from "@/lib/supabase/server"

/**
 * Signs out everywhere (all of the user's sessions), then returns to the home page. App-wide: the
 * header's menus call it from every page. Never returns (redirect throws), so it needs no state.
 */
export async function signOut(): Promise<never> {
  const supabase = await createClient()
  const { error } = await supabase.auth.signOut({ scope: "global" })
  if (error) console.error("[auth.signOut]", error)
  revalidatePath("/", "layout")
  redirect("/")
}
