import Link from "next/link"

import { communityGroupPath } from "@/lib/community"
import { Button } from "@/components/ui/button"

export const VISITOR_MESSAGE =
  "Entre na sua conta e participe do grupo para ler os tópicos e conversar com as outras empreendedoras."

/**
 * Where a group's discussions would be, for someone who may not read them yet: why, and for a
 * visitor (groupSlug set) the way to sign in and come back.
 */
export function ParticipantsOnly({ message, groupSlug }: { message: string; groupSlug: string | null }) {
  return (
    <section aria-labelledby="so-participantes" className="bg-muted/40 mt-10 rounded-2xl p-6">
      <h2 id="so-participantes" className="text-xl font-semibold">
        As conversas são para participantes
      </h2>
      <p className="text-muted-foreground mt-2">{message}</p>
      {groupSlug ? (
        <Button asChild className="mt-4">
          <Link href={`/auth?from=${encodeURIComponent(communityGroupPath(groupSlug))}`}>Entrar para participar</Link>
        </Button>
      ) : null}
    </section>
  )
}
