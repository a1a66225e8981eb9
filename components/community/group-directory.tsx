"use client"

import * as React from "react"
import { SearchIcon } from "lucide-react"

import type { ActionState, FormAction } from "@/lib/action-state"
import type { Membership } from "@/lib/community"
import type { CommunityGroup } from "@/lib/data/community-core"
import { hasSessionHint } from "@/lib/viewer-state"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { GroupCard } from "./group-card"
import { MembershipControls } from "./membership-controls"

export interface GroupDirectoryProps {
  groups: CommunityGroup[]
  join: FormAction
  leave: FormAction
  /** Her standing in each group; asked after hydration, since the page is the same for everyone. */
  loadMemberships: () => Promise<ActionState<Record<string, Membership>>>
}

const subscribeNothing = () => () => {}
const isTrue = () => true
const isFalse = () => false
const readSessionHint = () => hasSessionHint(document.cookie)

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/**
 * The groups with a search box (name and description, accents aside) and each card's join/leave
 * controls. The list is in the cached HTML with the visitors' way in ("Entrar no grupo", a link);
 * the search and a member's own controls take over once hydrated, in the same places.
 */
export function GroupDirectory({ groups, join, leave, loadMemberships }: GroupDirectoryProps) {
  const [query, setQuery] = React.useState("")
  // The search box and a member's controls need JavaScript.
  const hydrated = React.useSyncExternalStore(subscribeNothing, isTrue, isFalse)
  // The readable session hint (no token in it) spares visitors the request.
  const signedIn = React.useSyncExternalStore(subscribeNothing, readSessionHint, isFalse)
  // null: not known yet; "visitor": the server says nobody is signed in; else her standing per group.
  const [memberships, setMemberships] = React.useState<Record<string, Membership> | "visitor" | null>(null)

  const reload = React.useCallback(() => {
    void loadMemberships()
      .then((answer) => {
        if (answer.status === "success") setMemberships(answer.data ?? {})
        else setMemberships(answer.status === "error" && answer.code === "unauthenticated" ? "visitor" : {})
      })
      .catch(() => setMemberships({}))
  }, [loadMemberships])

  React.useEffect(() => {
    if (signedIn) reload()
  }, [signedIn, reload])

  const shown = React.useMemo(() => {
    const term = fold(query.trim())
    if (!term) return groups
    return groups.filter((group) => fold(`${group.name} ${group.description}`).includes(term))
  }, [groups, query])

  const membershipOf = (groupId: string) => {
    if (!signedIn || memberships === "visitor") return "visitor" as const
    if (memberships === null) return undefined
    return memberships[groupId] ?? null
  }

  return (
    <div className="space-y-6">
      {/* In the HTML from the start (disabled until hydrated), so the list below does not move. */}
      <div className="max-w-md space-y-2">
        <Label htmlFor="busca-grupos">Buscar grupos</Label>
        <div className="relative">
          <SearchIcon
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            id="busca-grupos"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Finanças, Salvador, vendas…"
            className="pl-9"
            disabled={!hydrated}
            aria-describedby="resultado-busca-grupos"
          />
        </div>
        <p id="resultado-busca-grupos" role="status" className="text-muted-foreground text-sm">
          {query.trim() ? (shown.length === 1 ? "1 grupo encontrado." : `${shown.length} grupos encontrados.`) : ""}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">Nenhum grupo encontrado. Tente outra palavra.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Grupos da comunidade">
          {shown.map((group, index) => (
            <li key={group.id}>
              <GroupCard
                group={group}
                eagerCover={index === 0}
                actions={
                  // Before hydration, the way in that works without JavaScript, in the same place.
                  <MembershipControls
                    groupId={group.id}
                    slug={group.slug}
                    groupName={group.name}
                    kind={group.kind}
                    membership={hydrated ? membershipOf(group.id) : "visitor"}
                    join={join}
                    leave={leave}
                    onChanged={reload}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
