import type { MetadataRoute } from "next"
import { connection } from "next/server"

import { listListedBusinessRefs } from "@/lib/data/directory"
import { COMMUNITY_PATH, communityGroupPath } from "@/lib/community"
import { listListedGroups } from "@/lib/data/community-groups"
import { listLearningRefs } from "@/lib/data/learning"
import { listPublicMemberHandles } from "@/lib/data/member-profiles"
import { listPublishedPostRefs } from "@/lib/data/posts"
import { listProjectRefs } from "@/lib/data/projects"
import { listProductRefs } from "@/lib/data/shop"
import { businessPath, DIRECTORY_PATH } from "@/lib/directory-url"
import { LEARNING_PATH, materialPath, trackPath } from "@/lib/learning-url"
import { MEMBERS_PATH, memberProfilePath } from "@/lib/members-url"
import { PROJECTS_PATH, projectPath } from "@/lib/projects"
import { BLOG_PATH, blogPostPath } from "@/lib/routes"
import { productPath, SHOP_PATH } from "@/lib/shop"
import { absoluteUrl } from "@/lib/site"

// Public pages besides the posts; /auth, /dashboard and /admin are kept out (see robots.ts).
const PAGES: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/sobre", priority: 0.8, changeFrequency: "monthly" },
  { path: "/diretrizes", priority: 0.5, changeFrequency: "monthly" },
  { path: BLOG_PATH, priority: 0.9, changeFrequency: "daily" },
  { path: PROJECTS_PATH, priority: 0.8, changeFrequency: "daily" },
  { path: SHOP_PATH, priority: 0.8, changeFrequency: "daily" },
  { path: LEARNING_PATH, priority: 0.8, changeFrequency: "weekly" },
  { path: COMMUNITY_PATH, priority: 0.8, changeFrequency: "daily" },
  { path: DIRECTORY_PATH, priority: 0.8, changeFrequency: "daily" },
  { path: MEMBERS_PATH, priority: 0.7, changeFrequency: "daily" },
]

/**
 * Every public page, every published post and every listed business with its last change. Built per request from the tagged
 * cache (cheap), so a build without a database never freezes an empty sitemap; when the database
 * fails the request fails too (500) and crawlers keep the previous sitemap.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  const [posts, businesses, projects, products, learning, members] = await Promise.all([
    listPublishedPostRefs(),
    listListedBusinessRefs(),
    listProjectRefs(),
    listProductRefs(),
    listLearningRefs(),
    // Public profiles only (issue #37): members-only ones are noindex, hidden ones nobody's.
    listPublicMemberHandles(),
  ])
  const newest = (refs: { updatedAt: string }[]) =>
    refs.reduce<string | undefined>(
      (latest, ref) => (!latest || ref.updatedAt > latest ? ref.updatedAt : latest),
      undefined
    )
  const lastModified: Record<string, string | undefined> = {
    [BLOG_PATH]: newest(posts),
    [DIRECTORY_PATH]: newest(businesses),
    [PROJECTS_PATH]: newest(projects),
    [SHOP_PATH]: newest(products),
    [LEARNING_PATH]: newest([...learning.materials, ...learning.tracks]),
    [MEMBERS_PATH]: newest(members.flatMap(({ updatedAt }) => (updatedAt ? [{ updatedAt }] : []))),
  }
  // Listed groups only (open and by request): hidden and archived ones are nobody's search result.
  const groups = await listListedGroups()
  lastModified[COMMUNITY_PATH] = groups[0]?.lastActivityAt
  return [
    ...PAGES.map((page) => ({
      url: absoluteUrl(page.path),
      lastModified: lastModified[page.path],
      changeFrequency: page.changeFrequency,
      priority: page.priority,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(blogPostPath(post.slug)),
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
    ...businesses.map((business) => ({
      url: absoluteUrl(businessPath(business.slug)),
      lastModified: business.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
    ...groups.map((group) => ({
      url: absoluteUrl(communityGroupPath(group.slug)),
      lastModified: group.lastActivityAt,
      changeFrequency: "daily" as const,
      priority: 0.6,
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
    // Members-only materials too: their page (summary and the invitation to join) is public.
    ...learning.tracks.map((track) => ({
      url: absoluteUrl(trackPath(track.slug)),
      lastModified: track.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
    ...learning.materials.map((material) => ({
      url: absoluteUrl(materialPath(material.slug)),
      lastModified: material.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...members.map((member) => ({
      url: absoluteUrl(memberProfilePath(member.handle)),
      lastModified: member.updatedAt ?? undefined,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ]
}
