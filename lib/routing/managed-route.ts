// No "server-only" marker: proxy bundles have rejected it (vercel/next.js#75904). Only lib/routing/ imports this.
import type { SupabaseClient } from "@supabase/supabase-js"

import type { Database } from "@/lib/database.types"

/**
 * Whether a project, product, material or track page of the member area names something that is
 * not hers to manage (/dashboard/projetos/{id}, /dashboard/negocio/produtos/{id},
 * /dashboard/ensino/materiais/{id}, /dashboard/ensino/trilhas/{id}): a malformed id, an unknown
 * one, or someone else's. The member area streams behind its layout, so the pages cannot set a
 * status once they find out: proxy.ts answers these 404 up front, and the pages render their
 * not-found view by the same reads. The reads run under her session (RLS); any failure leaves the
 * decision to the page.
 */
// The project's management page and its attendance sheet (issue #36).
const PROJECT_PAGE = /^\/dashboard\/projetos\/([^/]+)(?:\/presenca)?\/?$/
const PRODUCT_PAGE = /^\/dashboard\/negocio\/produtos\/([^/]+)\/?$/
// A material's or track's edit page (issue #36): its author's, or any admin's.
const TEACHING_PAGE = /^\/dashboard\/ensino\/(materiais|trilhas)\/([^/]+)\/?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The pages that sit beside the ids. */
const PROJECT_PAGES = new Set(["novo"])

export async function isMissingManagedPage(
  supabase: SupabaseClient<Database>,
  pathname: string,
  userId: string
): Promise<boolean> {
  const project = PROJECT_PAGE.exec(pathname)?.[1]
  if (project !== undefined && !PROJECT_PAGES.has(project)) {
    return !UUID.test(project) || !(await managesProject(supabase, project, userId))
  }
  const product = PRODUCT_PAGE.exec(pathname)?.[1]
  if (product !== undefined) return !UUID.test(product) || !(await ownsProduct(supabase, product, userId))
  const teaching = TEACHING_PAGE.exec(pathname)
  if (teaching) {
    const [, kind, id] = teaching as unknown as [string, "materiais" | "trilhas", string]
    return (
      !UUID.test(id) ||
      !(await authors(supabase, kind === "materiais" ? "learning_materials" : "learning_tracks", id, userId))
    )
  }
  return false
}

/** Its author, or an admin when it exists (others may read a published one, but not edit it). */
async function authors(
  supabase: SupabaseClient<Database>,
  table: "learning_materials" | "learning_tracks",
  id: string,
  userId: string
) {
  const [row, profile] = await Promise.all([
    supabase.from(table).select("author_id").eq("id", id).maybeSingle(),
    supabase.from("profiles").select("is_admin").eq("id", userId).maybeSingle(),
  ])
  const error = row.error ?? profile.error
  if (error) throw error
  return row.data !== null && (row.data.author_id === userId || profile.data?.is_admin === true)
}

/** One of its instructors, or an admin when the project exists. */
async function managesProject(supabase: SupabaseClient<Database>, projectId: string, userId: string) {
  const [instructor, profile, project] = await Promise.all([
    supabase.from("project_instructors").select("user_id").eq("project_id", projectId).eq("user_id", userId),
    supabase.from("profiles").select("is_admin").eq("id", userId).maybeSingle(),
    supabase.from("projects").select("id").eq("id", projectId).maybeSingle(),
  ])
  const error = instructor.error ?? profile.error ?? project.error
  if (error) throw error
  return (instructor.data?.length ?? 0) > 0 || (profile.data?.is_admin === true && project.data !== null)
}

/** A product of one of her businesses (the edit page shows no one else's, admins included). */
async function ownsProduct(supabase: SupabaseClient<Database>, productId: string, userId: string) {
  const businesses = await supabase.from("businesses").select("id").eq("owner_id", userId)
  if (businesses.error) throw businesses.error
  if (!businesses.data.length) return false
  const product = await supabase
    .from("products")
    .select("id")
    .eq("id", productId)
    .in(
      "business_id",
      businesses.data.map((b) => b.id)
    )
    .maybeSingle()
  if (product.error) throw product.error
  return product.data !== null
}
