import type { PostDetail } from "@/lib/data/posts"
import { authorName } from "@/lib/format"
import { BLOG_PATH, blogPostPath } from "@/lib/routes"
import { absoluteUrl, siteConfig } from "@/lib/site"
import { breadcrumbJsonLd, JsonLd } from "@/components/seo/json-ld"

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

export function PostJsonLd({ post, image }: { post: PostDetail; image: string }) {
  const breadcrumb = breadcrumbJsonLd(
    { name: "Convergindo", path: BLOG_PATH },
    { name: post.title, path: blogPostPath(post.slug) }
  )
  return <JsonLd data={[blogPostingJsonLd(post, image), breadcrumb]} />
}
