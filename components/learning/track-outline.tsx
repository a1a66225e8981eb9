import Link from "next/link"
import { ArrowRightIcon, CheckCircle2Icon, CircleIcon } from "lucide-react"

import type { LearningMaterialCard } from "@/lib/data/learning"
import { LEARNING_KINDS } from "@/lib/learning/vocabulary"
import { MY_LEARNING_PATH } from "@/lib/certificate-paths"
import { materialPath } from "@/lib/learning-url"
import { Button } from "@/components/ui/button"
import { formatMinutes } from "@/components/learning/learning-card"

/**
 * A track's materials in order and, for a signed-in member, her progress: "3 de 7", a bar, a mark
 * on each material she has done and "Continuar" to the first one she has not.
 */

export function TrackOutline({ items, doneIds }: { items: LearningMaterialCard[]; doneIds?: Set<string> }) {
  if (!items.length) return <p className="text-muted-foreground">Esta trilha ainda não tem materiais publicados.</p>
  return (
    <ol className="divide-y rounded-xl border">
      {items.map((item, index) => {
        const done = doneIds?.has(item.id) ?? false
        return (
          <li key={item.id} className="flex items-start gap-3 p-4">
            {doneIds ? (
              done ? (
                <CheckCircle2Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
              ) : (
                <CircleIcon className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden="true" />
              )
            ) : (
              <span className="text-muted-foreground w-5 shrink-0 pt-0.5 text-right text-sm font-medium">
                {index + 1}.
              </span>
            )}
            <div className="min-w-0">
              <Link href={materialPath(item.slug)} className="font-medium hover:underline">
                {item.title}
              </Link>
              {doneIds ? <span className="sr-only">{done ? " (concluído)" : " (não concluído)"}</span> : null}
              <p className="text-muted-foreground text-sm">
                {LEARNING_KINDS[item.kind]} · {formatMinutes(item.estimatedMinutes)}
                {item.access === "members" ? " · Só para membros" : null}
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}

export function TrackProgressSummary({
  done,
  total,
  next,
}: {
  done: number
  total: number
  next: LearningMaterialCard | null
}) {
  const percent = total ? Math.round((done / total) * 100) : 0
  return (
    <div className="bg-card space-y-3 rounded-xl border p-5">
      <p className="font-medium" id="progresso-trilha">
        Seu progresso: {done} de {total}
      </p>
      <div
        role="progressbar"
        aria-labelledby="progresso-trilha"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} de ${total} materiais concluídos`}
        className="bg-muted h-2 overflow-hidden rounded-full"
      >
        <div className="bg-primary h-full rounded-full" style={{ width: `${percent}%` }} />
      </div>
      {next ? (
        // A long title wraps inside the button instead of widening the page on a phone.
        <Button asChild className="h-auto min-h-9 max-w-full py-2 text-left whitespace-normal">
          <Link href={materialPath(next.slug)}>
            Continuar: {next.title}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      ) : total ? (
        <p className="text-sm">
          Você concluiu todos os materiais desta trilha. Seu certificado fica em{" "}
          <Link href={MY_LEARNING_PATH} className="text-primary font-medium underline underline-offset-4">
            Minha aprendizagem
          </Link>
          .
        </p>
      ) : null}
    </div>
  )
}
