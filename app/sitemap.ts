import type { MetadataRoute } from "next"
import { connection } from "next/server"

import { listPublishedPostRefs } from "@/lib/data/posts"
import { listProjectRefs } from "@/lib/data/projects"
import { listProductRefs } from "@/lib/data/shop"
import { projectPath } from "@/lib/projects"
import { BLOG_PATH, blogPostPath } from "@/lib/routes"
import { productPath } from "@/lib/shop"
import { absoluteUrl } from "@/lib/site"

// Public pages besides the posts; /auth, /dashboard and /admin are kept out (see robots.ts).
const PAGES: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/sobre", priority: 0.8, changeFrequency: "monthly" },
  { path: BLOG_PATH, priority: 0.9, changeFrequency: "daily" },
  { path: "/projetos", priority: 0.8, changeFrequency: "daily" },
  { path: "/loja", priority: 0.8, changeFrequency: "daily" },
  { path: "/diretorio", priority: 0.5, changeFrequency: "monthly" },
]

/**
 * Every public page and every published post with its last edit. Built per request from the tagged
 * cache (cheap), so a build without a database never freezes an empty sitemap; when the database
 * fails the request fails too (500) and crawlers keep the previous sitemap.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  const [posts, projects, products] = await Promise.all([listPublishedPostRefs(), listProjectRefs(), listProductRefs()])
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest),
    undefined
  )
  return [
    ...PAGES.map((page) => ({
      url: absoluteUrl(page.path),
      lastModified: page.path === BLOG_PATH ? newest : undefined,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(blogPostPath(post.slug)),
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
    ...projects.map((project) => ({
      url: absoluteUrl(projectPath(project.slug)),
      lastModified: project.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
    ...products.map((product) => ({
      url: absoluteUrl(productPath(product.slug)),
      lastModified: product.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.5,
    })),
  ]
}
