import { pageMetadata } from "@/lib/metadata"
import { BLOG_PATH, parseListParams } from "@/lib/search"
import { BlogList } from "@/components/blog/blog-list"

export const metadata = pageMetadata({
  title: "Convergindo: o blog",
  description:
    "Artigos sobre empreendedorismo feminino, economia solidária, finanças, marketing e redes de apoio para quem empreende.",
  keywords: ["blog", "empreendedorismo feminino", "economia solidária", "finanças", "marketing", "gestão"],
  path: BLOG_PATH,
})

/**
 * The list depends on the URL (?busca, ?categoria, ?pagina). Streamed behind Suspense it would stay
 * hidden without JavaScript, so the page blocks on the URL instead, like /auth: the cards are in the
 * HTML itself. The reads come from the tagged cache, so rendering per request stays cheap.
 */
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function BlogPage({ searchParams }: Props) {
  const state = parseListParams(await searchParams)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">Blog</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Convergindo</h1>
        <p className="text-muted-foreground mt-4 text-lg leading-relaxed">
          Histórias, ferramentas e reflexões para mulheres que empreendem: finanças, marketing, gestão, economia
          solidária e a força das redes de apoio.
        </p>
      </header>
      <BlogList state={state} />
    </div>
  )
}
