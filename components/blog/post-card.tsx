import Link from "next/link"
import { CalendarIcon, EyeIcon, UserIcon } from "lucide-react"

import type { PostCard as PostCardData } from "@/lib/data/posts"
import { authorName, formatPostDate, formatViews } from "@/lib/format"
import { blogPostPath } from "@/lib/routes"
import { Badge } from "@/components/ui/badge"
import { PostImage } from "@/components/blog/post-image"

export type PostCardProps = {
  post: PostCardData
  /** Heading level of the title: h2 in the list, h3 under "Posts Relacionados". */
  headingLevel?: "h2" | "h3"
  /** The first row of the list is above the fold. */
  eagerImage?: boolean
}

/** A post in a grid: image, category, date, title (the link), excerpt, author and views. */
export function PostCard({ post, headingLevel: Heading = "h2", eagerImage = false }: PostCardProps) {
  const href = blogPostPath(post.slug)
  return (
    <article className="bg-card text-card-foreground group relative flex h-full flex-col overflow-hidden rounded-xl border shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.featuredImageUrl ? (
        <PostImage
          src={post.featuredImageUrl}
          alt=""
          sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
          eager={eagerImage}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {post.category ? <Badge variant="secondary">{post.category.name}</Badge> : null}
          <span className="text-muted-foreground inline-flex items-center gap-1.5">
            <CalendarIcon className="size-4" aria-hidden="true" />
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
          </span>
        </div>
        <Heading className="text-xl leading-snug font-semibold tracking-tight">
          {/* The stretched link makes the whole card clickable while the accessible name stays the title. */}
          <Link
            href={href}
            className="focus-visible:ring-ring rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:ring-[3px]"
          >
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="text-muted-foreground line-clamp-3 leading-relaxed">{post.excerpt}</p> : null}
        <div className="text-muted-foreground mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-2 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <UserIcon className="size-4" aria-hidden="true" />
            {authorName(post.authorName)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <EyeIcon className="size-4" aria-hidden="true" />
            {formatViews(post.viewsCount)}
          </span>
        </div>
      </div>
    </article>
  )
}
