import type { PostDetail } from "@/lib/data/posts"
import { authorName } from "@/lib/format"
import { jsonLdScript } from "@/lib/metadata"
import { BLOG_PATH, blogPostPath } from "@/lib/routes"
import { absoluteUrl, siteConfig } from "@/lib/site"

/** schema.org BlogPosting of a post. `image` is the featured image or the generated card. */
function blogPostingJsonLd(post: PostDetail, image: string) {
  const url = absoluteUrl(blogPostPath(post.slug))
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: post.seoDescription || post.excerpt || undefined,
    image: [absoluteUrl(image)],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.authorName?.trim()
      ? { "@type": "Person", name: authorName(post.authorName) }
      : { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
    publisher: {
      "@type": "Organization",
      name: siteConfig.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteConfig.logo.png) },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: siteConfig.language,
    articleSection: post.category?.name,
    keywords: post.seoKeywords.length ? post.seoKeywords.join(", ") : undefined,
  }
}

/** schema.org BreadcrumbList: Início › Convergindo › the post. */
function postBreadcrumbJsonLd(post: PostDetail) {
  const items = [
    { name: "Início", url: absoluteUrl("/") },
    { name: "Convergindo", url: absoluteUrl(BLOG_PATH) },
    { name: post.title, url: absoluteUrl(blogPostPath(post.slug)) },
  ]
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

export function PostJsonLd({ post, image }: { post: PostDetail; image: string }) {
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(blogPostingJsonLd(post, image)) }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(postBreadcrumbJsonLd(post)) }}
      />
    </>
  )
}
