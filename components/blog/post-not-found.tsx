import Link from "next/link"
import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react"

import { BLOG_PATH } from "@/lib/routes"
import { Button } from "@/components/ui/button"

/** "Post não encontrado" (spec §2): unknown, unpublished or (with a toast) unreadable posts. */
export function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <div className="bg-secondary text-secondary-foreground mb-6 flex size-16 items-center justify-center rounded-full">
        <FileQuestionIcon className="size-8" aria-hidden="true" />
      </div>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Post não encontrado</h1>
      <p className="text-muted-foreground mt-4">O post que você está procurando não existe ou foi removido.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href={BLOG_PATH}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para o blog
        </Link>
      </Button>
    </section>
  )
}
