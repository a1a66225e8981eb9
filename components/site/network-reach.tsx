import Link from "next/link"
import { MapIcon } from "lucide-react"

import type { DirectoryMapData } from "@/lib/data/directory-map"
import { DIRECTORY_PATH } from "@/lib/directory-url"
import { Button } from "@/components/ui/button"
import { BrazilMiniMap, MapCredit, presence } from "@/components/directory/brazil-map"
import { SiteSection } from "@/components/site/site-section"

export type NetworkReachProps = {
  /** The directory's counts per state (lib/data/directory-map.ts loadDirectoryMap); null when the read failed. */
  data: DirectoryMapData | null
  /** The heading's id, which labels the section. */
  id: string
  /** Draw the small map beside the sentence (about 20 KB of HTML: /sobre, not the home page). */
  withMap?: boolean
  className?: string
}

/**
 * "Presente em N estados": the network's reach from the directory's listed businesses (issue #42),
 * with a link to the map on /diretorio. Nothing when the read failed or nothing is listed yet.
 */
export function NetworkReach({ data, id, withMap = false, className }: NetworkReachProps) {
  if (!data || data.statesWithListings === 0) return null
  const states = data.statesWithListings
  return (
    <SiteSection
      id={id}
      title={presence(states)}
      className={className}
      titleClassName="text-3xl font-bold tracking-tight"
    >
      <div className="mt-4 flex flex-col gap-8 sm:flex-row sm:items-center">
        {withMap ? (
          <div className="w-full max-w-xs shrink-0">
            <BrazilMiniMap data={data} />
            <MapCredit className="mt-3" />
          </div>
        ) : null}
        <div className="max-w-2xl">
          <p className="text-muted-foreground text-lg">
            {states === 27
              ? "Há negócios de mulheres da nossa rede em todos os estados do Brasil e no Distrito Federal."
              : `Há negócios de mulheres da nossa rede em ${states} das 27 unidades da federação, e a rede continua crescendo.`}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link href={`${DIRECTORY_PATH}#mapa-da-rede`}>
              <MapIcon aria-hidden="true" />
              Ver os negócios por estado
            </Link>
          </Button>
        </div>
      </div>
    </SiteSection>
  )
}
