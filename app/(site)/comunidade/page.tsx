import type { Metadata } from "next"
import { CircleAlertIcon } from "lucide-react"

import { loadListedGroups } from "@/lib/data/community-groups"
import { pageMetadata } from "@/lib/metadata"
import { Alert, AlertDescription } from "@/components/ui/alert"
import { GroupDirectory } from "@/components/community/group-directory"
import { getMyCommunityMemberships, joinCommunityGroup, leaveCommunityGroup } from "./actions"

const DESCRIPTION =
  "Grupos temáticos e regionais para trocar experiências, tirar dúvidas e se apoiar entre empreendedoras."

export const metadata: Metadata = pageMetadata({ title: "Comunidade", description: DESCRIPTION, path: "/comunidade" })

/**
 * The groups directory: a static page from the tagged cache (TAGS.community), revalidated by every
 * community write that changes a group's public figures. The join/leave buttons depend on who is
 * looking, so they are filled in after hydration.
 */
export default async function CommunityPage() {
  const groups = await loadListedGroups()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="max-w-3xl space-y-3">
        <p className="text-primary text-sm font-semibold tracking-wide uppercase">Comunidade</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Grupos da comunidade</h1>
        <p className="text-muted-foreground text-lg">{DESCRIPTION}</p>
        <p className="text-muted-foreground text-sm">
          Qualquer pessoa pode conhecer os grupos; as conversas ficam entre as participantes. Alguns grupos pedem
          aprovação da moderação.
        </p>
      </header>
      <div className="mt-10">
        {groups ? (
          <GroupDirectory
            groups={groups}
            join={joinCommunityGroup}
            leave={leaveCommunityGroup}
            loadMemberships={getMyCommunityMemberships}
          />
        ) : (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden="true" />
            <AlertDescription>
              Não foi possível carregar os grupos agora. Tente novamente em instantes.
            </AlertDescription>
          </Alert>
        )}
      </div>
    </div>
  )
}
