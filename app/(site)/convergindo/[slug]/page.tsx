import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { ArrowLeftIcon, CalendarIcon, UserIcon } from "lucide-react"

import { getPublishedPost, listPrerenderedPostSlugs, listRelatedPosts } from "@/lib/data/posts"
import { authorName, formatPostDate } from "@/lib/format"
import { BLOG_PATH, blogPostPath } from "@/lib/routes"
import { blogListHref } from "@/lib/search"
import { absoluteUrl, siteConfig } from "@/lib/site"
import { Badge } from "@/components/ui/badge"
import { BlogNavLink } from "@/components/blog/blog-navigation"
import { PostCard } from "@/components/blog/post-card"
import { PostContent } from "@/components/blog/post-content"
import { PostImage } from "@/components/blog/post-image"
import { PostJsonLd } from "@/components/blog/post-json-ld"
import { PostViews } from "@/components/blog/post-views"
import { ShareButton } from "@/components/blog/share-button"
import { findBySlug, metadataWithOwnImage, slugParams } from "@/components/seo/detail-page"

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
  const url = absoluteUrl(blogPostPath(post.slug))
  const shareImage = post.featuredImageUrl ?? siteConfig.ogImage.src

  return (
    <>
      <article aria-labelledby="titulo-do-post" className="pb-16">
        <PostJsonLd post={post} image={shareImage} />
        <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
          <Link
            href={BLOG_PATH}
            className="text-muted-foreground hover:text-foreground focus-visible:ring-ring inline-flex items-center gap-1.5 rounded-sm text-sm font-medium outline-none focus-visible:ring-[3px]"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Voltar para o blog
          </Link>

          <header className="mt-8">
            {post.category ? (
              <Badge asChild variant="secondary">
                <BlogNavLink href={blogListHref({ categorySlug: post.category.slug })}>
                  {post.category.name}
                </BlogNavLink>
              </Badge>
            ) : null}
            <h1
              id="titulo-do-post"
              className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl"
            >
              {post.title}
            </h1>
            <div className="text-muted-foreground mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
              <span className="inline-flex items-center gap-1.5">
                <CalendarIcon className="size-4" aria-hidden="true" />
                <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <UserIcon className="size-4" aria-hidden="true" />
                {authorName(post.authorName)}
              </span>
              {/* The cached count plus this visit; the browser swaps in the fresh count after reporting it. */}
              <PostViews key={post.id} postId={post.id} initialCount={post.viewsCount + 1} />
              <span className="sm:ml-auto">
                <ShareButton title={post.title} text={post.excerpt ?? undefined} url={url} />
              </span>
            </div>
            {post.excerpt ? <p className="text-muted-foreground mt-6 text-xl leading-relaxed">{post.excerpt}</p> : null}
          </header>
        </div>

        {post.featuredImageUrl ? (
          <div className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
            <PostImage
              src={post.featuredImageUrl}
              alt={post.featuredImageAlt ?? ""}
              sizes="(min-width: 1024px) 1024px, 100vw"
              eager
              className="rounded-2xl"
            />
          </div>
        ) : null}

        <div className="mx-auto mt-10 max-w-3xl px-4 sm:px-6">
          <PostContent html={post.contentHtml} />

          {post.tags.length ? (
            <section aria-labelledby="tags" className="mt-12 border-t pt-6">
              <h2 id="tags" className="text-muted-foreground text-sm font-semibold">
                Tags
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag.id}>
                    <Badge variant="outline">#{tag.name}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </article>

      {related.length ? (
        <section aria-labelledby="relacionados" className="bg-muted/40 py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="relacionados" className="text-2xl font-bold tracking-tight">
              Posts Relacionados
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <PostCard post={item} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  )
}
