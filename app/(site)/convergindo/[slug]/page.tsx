import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getPublishedPost, listPrerenderedPostSlugs, listRelatedPosts } from "@/lib/data/posts"
import { authorName } from "@/lib/format"
import { blogPostPath } from "@/lib/routes"
import { PostArticle } from "@/components/blog/post-article"
import { PostCard } from "@/components/blog/post-card"
import { SiteSection } from "@/components/site/site-section"
import { findBySlug, metadataWithOwnImage, slugParams } from "../../_shared/detail-page"

type Props = { params: Promise<{ slug: string }> }

/**
 * An unknown slug is rendered in full before the response starts, instead of the App Shell streaming
 * first: notFound() then answers with status 404 (a draft's slug included), and the finished page,
 * found or not, is stored for the next visitor. Unstable in Next 16.4; tests/e2e/blog.spec.ts guards it.
 */
export const unstable_paramMatching = { slug: "blocking" }

export async function generateStaticParams() {
  return slugParams(await listPrerenderedPostSlugs())
}

const findPost = (slug: string) => findBySlug(slug, getPublishedPost)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await findPost(slug)
  // not-found.tsx and error.tsx bring their own titles and noindex.
  if (!post) return {}
  // The card, drawn over the featured image when there is one, comes from opengraph-image.tsx.
  return metadataWithOwnImage({
    title: post.seoTitle || post.title,
    description: post.seoDescription || post.excerpt || undefined,
    keywords: post.seoKeywords.length ? post.seoKeywords : post.tags.map((tag) => tag.name),
    path: blogPostPath(post.slug),
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    author: authorName(post.authorName),
    section: post.category?.name,
  })
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params
  // A backend failure throws past this page to error.tsx: the toast and the not-found view, never cached.
  const post = await findPost(slug)
  if (!post) notFound()
  const related = await listRelatedPosts(post.id, post.categoryId)

  return (
    <>
      <PostArticle post={post} />

      {related.length ? (
        <SiteSection
          id="relacionados"
          title="Posts Relacionados"
          titleClassName="text-2xl font-bold tracking-tight"
          className="bg-muted/40 py-14"
        >
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </SiteSection>
      ) : null}
    </>
  )
}
