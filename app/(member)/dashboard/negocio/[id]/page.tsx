import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"
import { ExternalLinkIcon, EyeIcon, ShoppingBagIcon } from "lucide-react"

import { requireUser } from "@/lib/auth"
import { getOwnedBusiness, listingNeedsApproval, listOwnerReviews } from "@/lib/data/directory-owner"
import { displayableLogoUrl } from "@/lib/directory"
import { businessPath, businessPreviewPath, OWNER_PATH, ownerBusinessPath } from "@/lib/directory-url"
import { formatDateTime } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { orderSettingsPath } from "@/lib/orders-url"
import { formatBrazilianPhone } from "@/lib/validations/profile"
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import { BusinessForm } from "@/components/directory/business-form"
import { ListingStatus } from "@/components/directory/listing-status"
import { OwnerReviews } from "@/components/directory/owner-reviews"
import { BackLink } from "@/components/navigation/back-link"
import { answerReview, updateListing } from "../actions"

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<{ enviado?: string | string[]; logo?: string | string[] }>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const metadata: Metadata = pageMetadata({
  title: "Editar negócio",
  description: "Edite o seu negócio e responda às avaliações.",
  path: OWNER_PATH,
  noIndex: true,
})

export default async function EditListingPage({ params, searchParams }: Props) {
  const { id } = await params
  const viewer = await requireUser(ownerBusinessPath(id))
  const business = UUID.test(id) ? await getOwnedBusiness(viewer.userId, id) : null
  if (!business) notFound()
  const [reviews, query, needsApproval] = await Promise.all([
    listOwnerReviews(business.id),
    searchParams,
    listingNeedsApproval(),
  ])
  const listed = business.status === "approved" && business.active

  return (
    <div className="container mx-auto max-w-3xl space-y-8 px-4 py-10">
      <BackLink href={OWNER_PATH}>Meu negócio</BackLink>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-3xl font-bold tracking-tight">{business.publicName}</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={orderSettingsPath(business.id)}>
              <ShoppingBagIcon aria-hidden="true" />
              Receber encomendas
            </Link>
          </Button>
          <Button asChild variant="outline">
            {listed ? (
              <Link href={businessPath(business.publicSlug)}>
                <ExternalLinkIcon aria-hidden="true" />
                Ver no diretório
              </Link>
            ) : (
              <Link href={businessPreviewPath(business.id)}>
                <EyeIcon aria-hidden="true" />
                Pré-visualizar
              </Link>
            )}
          </Button>
        </div>
      </header>

      {query.enviado && business.status === "pending" ? (
        <Alert role="status">
          <AlertTitle>Negócio enviado para aprovação</AlertTitle>
          <AlertDescription>Obrigada! Você recebe uma notificação quando a equipe revisar o cadastro.</AlertDescription>
        </Alert>
      ) : null}
      {query.logo === "erro" ? (
        <Alert variant="destructive">
          <AlertTitle>O logo não foi enviado</AlertTitle>
          <AlertDescription>O negócio foi salvo sem o logo. Escolha a imagem de novo abaixo.</AlertDescription>
        </Alert>
      ) : null}
      <ListingStatus status={business.status} active={business.active} rejectionReason={business.rejectionReason} />
      {business.revisionSubmittedAt ? (
        <Alert role="status">
          <AlertTitle>Alterações aguardando aprovação</AlertTitle>
          <AlertDescription>
            Você enviou alterações em {formatDateTime(business.revisionSubmittedAt)}. O formulário abaixo mostra a
            versão enviada; o diretório continua mostrando a versão aprovada até a equipe revisar.
          </AlertDescription>
        </Alert>
      ) : null}

      <BusinessForm
        action={updateListing}
        editsWaitForApproval={needsApproval}
        initial={{
          ...business,
          whatsapp: formatBrazilianPhone(business.whatsapp) ?? "",
          logoUrl: displayableLogoUrl(business.logoUrl, business.id),
        }}
      />

      <OwnerReviews reviews={reviews} answer={answerReview} />
    </div>
  )
}
