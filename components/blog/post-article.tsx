import { CalendarIcon, UserIcon } from "lucide-react"

import type { PostDetail } from "@/lib/data/posts"
import { authorName, formatPostDate } from "@/lib/format"
import { BLOG_PATH, blogPostPath } from "@/lib/routes"
import { blogListHref } from "@/lib/search"
import { absoluteUrl, siteConfig } from "@/lib/site"
import { Badge } from "@/components/ui/badge"
import { BlogNavLink } from "@/components/blog/blog-navigation"
import { PostContent } from "@/components/blog/post-content"
import { PostImage } from "@/components/blog/post-image"
import { PostJsonLd } from "@/components/blog/post-json-ld"
import { PostViews } from "@/components/blog/post-views"
import { ShareButton } from "@/components/blog/share-button"
import { BackLink } from "@/components/navigation/back-link"

export interface PostArticleProps {
  post: PostDetail
  /**
   * A preview of a post that may not be public yet (/previa): the same article, without what only a
   * published post has (its view count, which a preview must not raise, its sharing and JSON-LD).
   */
  preview?: boolean
}

/** A post as readers see it at /convergindo/<slug>; previews render this same article. */
export function PostArticle({ post, preview = false }: PostArticleProps) {
  const url = absoluteUrl(blogPostPath(post.slug))
  const shareImage = post.featuredImageUrl ?? siteConfig.ogImage.src
  return (
    <article aria-labelledby="titulo-do-post" className="pb-16">
      {preview ? null : <PostJsonLd post={post} image={shareImage} />}
      <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
        <BackLink href={BLOG_PATH}>Voltar para o blog</BackLink>

        <header className="mt-8">
          {post.category ? (
            <Badge asChild variant="secondary">
              <BlogNavLink href={blogListHref({ categorySlug: post.category.slug })}>{post.category.name}</BlogNavLink>
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
            {preview ? null : (
              <>
                {/* The cached count plus this visit; the browser swaps in the fresh count after reporting it. */}
                <PostViews key={post.id} postId={post.id} initialCount={post.viewsCount + 1} />
                <span className="sm:ml-auto">
                  <ShareButton title={post.title} text={post.excerpt ?? undefined} url={url} />
                </span>
              </>
            )}
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
  )
}
