import type { Metadata } from "next"

import { requireUser } from "@/lib/auth"
import { hasBusinessOwnerRole, listingNeedsApproval } from "@/lib/data/directory-owner"
import { OWNER_PATH } from "@/lib/directory-url"
import { pageMetadata } from "@/lib/metadata"
import { BecomeOwner } from "@/components/directory/become-owner"
import { BusinessForm, EMPTY_BUSINESS } from "@/components/directory/business-form"
import { BackLink } from "@/components/navigation/back-link"
import { becomeBusinessOwner, createListing } from "../actions"

export const metadata: Metadata = pageMetadata({
  title: "Cadastrar negócio",
  description: "Cadastre o seu negócio no diretório da Convergência Empreendedora.",
  path: `${OWNER_PATH}/novo`,
  noIndex: true,
})

export default async function NewListingPage() {
  const viewer = await requireUser(`${OWNER_PATH}/novo`)
  const [isOwner, needsApproval] = await Promise.all([hasBusinessOwnerRole(viewer.userId), listingNeedsApproval()])
  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-10">
      <BackLink href={OWNER_PATH}>Meu negócio</BackLink>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Cadastrar negócio</h1>
        <p className="text-muted-foreground">
          {needsApproval
            ? "Depois de enviado, o cadastro passa por uma aprovação da equipe antes de aparecer no diretório."
            : "Depois de enviado, o cadastro aparece no diretório."}
        </p>
      </header>
      {isOwner ? (
        <BusinessForm action={createListing} initial={EMPTY_BUSINESS} />
      ) : (
        <BecomeOwner action={becomeBusinessOwner} needsApproval={needsApproval} />
      )}
    </div>
  )
}
