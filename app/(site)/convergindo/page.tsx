import { Suspense } from "react"

import { parseListParams } from "@/lib/search"
import { BlogList } from "@/components/blog/blog-list"
import { BlogListPage, blogListMetadata } from "@/components/blog/blog-list-page"
import { PostGridSkeleton } from "@/components/blog/post-card-skeleton"

export const metadata = blogListMetadata

/**
 * The unfiltered list, prerendered and kept until a post changes (tag TAGS.posts), so visitors get
 * a static page. A URL with ?busca, ?categoria or ?pagina is rendered by /convergindo-lista instead
 * (proxy.ts). The Suspense boundary only matters when the backend failed while prerendering: the
 * list is then left to request time, six skeleton cards standing in.
 */
export default function BlogPage() {
  return (
    <BlogListPage
      list={
        <Suspense fallback={<PostGridSkeleton />}>
          <BlogList state={parseListParams({})} />
        </Suspense>
      }
    />
  )
}
