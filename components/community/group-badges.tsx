import { EyeOffIcon, LockKeyholeIcon, MapPinIcon, SparklesIcon } from "lucide-react"

import { GROUP_CATEGORY_LABELS, GROUP_KIND_LABELS, type GroupCategory, type GroupKind } from "@/lib/community"
import { Badge } from "@/components/ui/badge"

/** What kind of group this is: by request or hidden (open groups need no badge), themed or regional. */
export function GroupBadges({
  kind,
  category,
  archived = false,
}: {
  kind: GroupKind
  category: GroupCategory
  archived?: boolean
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge variant="secondary">
        {category === "regional" ? <MapPinIcon aria-hidden="true" /> : <SparklesIcon aria-hidden="true" />}
        {GROUP_CATEGORY_LABELS[category]}
      </Badge>
      {kind === "request" ? (
        <Badge variant="outline">
          <LockKeyholeIcon aria-hidden="true" />
          {GROUP_KIND_LABELS.request}
        </Badge>
      ) : null}
      {kind === "hidden" ? (
        <Badge variant="outline">
          <EyeOffIcon aria-hidden="true" />
          {GROUP_KIND_LABELS.hidden}
        </Badge>
      ) : null}
      {archived ? <Badge variant="outline">Arquivado</Badge> : null}
    </div>
  )
}
