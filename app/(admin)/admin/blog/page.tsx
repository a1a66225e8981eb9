import { Suspense } from "react"
import type { Metadata } from "next"
import { guardRoute, requireBlogEditor } from "@/lib/auth"
import { countAdminPosts, listAdminPosts, listBlogCategories, listBlogTags } from "@/lib/data/admin-posts"
import { pageMetadata } from "@/lib/metadata"
import { formatInteger } from "@/lib/number-format"
import { POST_STATUSES, type PostStatus } from "@/lib/validations/post"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { AdminLoading } from "@/components/admin/shell/admin-loading"
import { AdminPageHeader } from "@/components/admin/shell/admin-page-header"
import { BlogAdmin } from "./_components/blog-admin"
import { PostFilters } from "./_components/post-filters"

export const metadata: Metadata = pageMetadata({
  title: "Editor de Blog",
  description: "Crie, edite e publique os posts do blog Convergindo.",
  path: "/admin/blog",
  noIndex: true,
})

type SearchParams = Promise<Record<string, string | string[] | undefined>>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ""

export default function AdminBlogPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<AdminLoading />}>
      <BlogEditorScreen searchParams={searchParams} />
    </Suspense>
  )
}

async function BlogEditorScreen({ searchParams }: { searchParams: SearchParams }) {
  await guardRoute("/admin/blog")
  // The route rules let admins and blog editors in; this is the same check the actions make.
  await requireBlogEditor()
  const params = await searchParams
  const query = first(params.q).slice(0, 100)
  const rawStatus = first(params.status)
  const status: PostStatus | "all" = (POST_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as PostStatus)
    : "all"
  const [posts, stats, categories, tags] = await Promise.all([
    listAdminPosts({ query, status }),
    countAdminPosts(),
    listBlogCategories(),
    listBlogTags(),
  ])
  const counters = [
    { label: "Total de Posts", value: stats.total },
    { label: "Publicados", value: stats.published },
    { label: "Rascunhos", value: stats.drafts },
    { label: "Visualizações", value: stats.views },
  ]

  return (
    <div className="space-y-8">
      <AdminPageHeader
        badge="Blog Convergindo"
        title="Editor de Blog"
        description="Crie, edite e publique os posts do blog."
      />
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Resumo dos posts">
        {counters.map((counter) => (
          <li key={counter.label}>
            <Card className="h-full gap-2 py-4">
              <CardHeader className="px-4">
                <CardTitle className="text-muted-foreground text-sm font-medium">{counter.label}</CardTitle>
              </CardHeader>
              <CardContent className="px-4 text-2xl font-bold">{formatInteger(counter.value)}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <PostFilters key={`${query}|${status}`} query={query} status={status} />
      <BlogAdmin posts={posts} categories={categories} tags={tags} filtered={query !== "" || status !== "all"} />
    </div>
  )
}
