import { LockIcon, PinIcon } from "lucide-react"

import { Badge } from "@/components/ui/badge"

/** "Fixado" and "Trancado", for the topics that are. */
export function TopicBadges({ pinned, locked }: { pinned: boolean; locked: boolean }) {
  return (
    <>
      {pinned ? (
        <Badge variant="secondary">
          <PinIcon aria-hidden="true" />
          Fixado
        </Badge>
      ) : null}
      {locked ? (
        <Badge variant="outline">
          <LockIcon aria-hidden="true" />
          Trancado
        </Badge>
      ) : null}
    </>
  )
}
