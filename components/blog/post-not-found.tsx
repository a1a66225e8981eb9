import Link from "next/link"
import { ArrowLeftIcon, FileQuestionIcon } from "lucide-react"

import { BLOG_PATH } from "@/lib/routes"
import { Button } from "@/components/ui/button"
import { NotFoundView } from "@/components/errors/not-found-view"

/** "Post não encontrado" (spec §2): unknown, unpublished or (with a toast) unreadable posts. */
export function PostNotFound() {
  return (
    <NotFoundView
      icon={FileQuestionIcon}
      title="Post não encontrado"
      description="O post que você está procurando não existe ou foi removido."
    >
      <Button asChild size="lg" className="mt-8">
        <Link href={BLOG_PATH}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para o blog
        </Link>
      </Button>
    </NotFoundView>
  )
}
