import { LOCAL_ANON_KEY as ANON_KEY } from "../../../supabase/local/config"
import { E2E_SUPABASE_URL as SUPABASE_URL } from "../../../scripts/lib/e2e-hosts.mjs"

// The app's backend: the e2e server runs the local one with its public demo keys.

export interface PublishedPostRow {
  id: string
  slug: string
  title: string
  excerpt: string | null
  seo_title: string | null
  seo_description: string | null
  featured_image_url: string | null
  published_at: string
  updated_at: string
  views_count: number
  category_id: string | null
}

/** A PostgREST read as anon: what any visitor may see (published posts only). */
export async function anonRest<T>(pathAndQuery: string, backendUrl = SUPABASE_URL): Promise<T> {
  const response = await fetch(`${backendUrl}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  })
  if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const POST_COLUMNS =
  "id,slug,title,excerpt,seo_title,seo_description,featured_image_url,published_at,updated_at,views_count,category_id"

/** Every published post, newest first, straight from the database. */
export const publishedPosts = () =>
  anonRest<PublishedPostRow[]>(`blog_posts?select=${POST_COLUMNS}&status=eq.published&order=published_at.desc`)

export async function publishedPost(slug: string): Promise<PublishedPostRow> {
  const [row] = await anonRest<PublishedPostRow[]>(
    `blog_posts?select=${POST_COLUMNS}&status=eq.published&slug=eq.${encodeURIComponent(slug)}`
  )
  if (!row) throw new Error(`no published post ${slug}`)
  return row
}
