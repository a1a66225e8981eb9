import type { Metadata } from "next"
import Link from "next/link"
import { PlusIcon, ShoppingBagIcon } from "lucide-react"

import { requireUser } from "@/lib/auth"
import { hasBusinessOwnerRole, listingNeedsApproval, listOwnedBusinesses } from "@/lib/data/directory-owner"
import { DIRECTORY_PATH, OWNER_PATH } from "@/lib/directory-url"
import { getBusinessActivity } from "@/lib/data/insight"
import { resolvePeriod } from "@/lib/insight/period"
import { pageMetadata } from "@/lib/metadata"
import { SELLER_ORDERS_PATH } from "@/lib/orders-url"
import { Button } from "@/components/ui/button"
import { BecomeOwner } from "@/components/directory/become-owner"
import { OwnedBusinesses } from "@/components/directory/owned-businesses"
import { BusinessActivityPanel } from "@/components/directory/business-activity-panel"
import { PeriodPicker } from "@/components/insight/period-picker"
import { TitledSection } from "@/components/layout/titled-section"
import { becomeBusinessOwner } from "./actions"

export const metadata: Metadata = pageMetadata({
  title: "Meu negócio",
  description: "Seu negócio no diretório da Convergência Empreendedora.",
  path: OWNER_PATH,
  noIndex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function OwnerDirectoryPage({ searchParams }: Props) {
  // Layouts do not re-run on client navigation, so the page checks the session itself too.
  const viewer = await requireUser(OWNER_PATH)
  const [isOwner, businesses, needsApproval] = await Promise.all([
    hasBusinessOwnerRole(viewer.userId),
    listOwnedBusinesses(viewer.userId),
    listingNeedsApproval(),
  ])
  // Her listed businesses' views and contact clicks (issue #43), for the period in the address.
  const period = resolvePeriod(await searchParams)
  const listed = businesses.filter((business) => business.status === "approved" && business.active)
  const activity = await Promise.all(listed.map((business) => getBusinessActivity(business.id, period)))

  return (
    <div className="container mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">
            {businesses.length > 1 ? "Meus negócios" : "Meu negócio"}
          </h1>
          <p className="text-muted-foreground">
            Seu negócio no{" "}
            <Link href={DIRECTORY_PATH} className="text-foreground underline underline-offset-4">
              diretório
            </Link>{" "}
            da comunidade: cadastro, aprovação, logo e respostas às avaliações.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {businesses.length > 0 ? (
            <Button asChild variant="outline">
              <Link href={SELLER_ORDERS_PATH}>
                <ShoppingBagIcon aria-hidden="true" />
                Encomendas recebidas
              </Link>
            </Button>
          ) : null}
          {isOwner ? (
            <Button asChild>
              <Link href={`${OWNER_PATH}/novo`}>
                <PlusIcon aria-hidden="true" />
                Cadastrar negócio
              </Link>
            </Button>
          ) : null}
        </div>
      </header>

      {businesses.length > 0 ? <OwnedBusinesses businesses={businesses} /> : null}
      {listed.length > 0 ? (
        <TitledSection id="visitas" title="Visitas e contatos" className="space-y-4">
          <PeriodPicker path={OWNER_PATH} period={period} />
          {listed.map((business, index) => (
            <BusinessActivityPanel
              key={business.id}
              businessId={business.id}
              name={business.name}
              data={activity[index]!}
              period={period}
            />
          ))}
        </TitledSection>
      ) : null}
      {!isOwner ? (
        <BecomeOwner action={becomeBusinessOwner} needsApproval={needsApproval} />
      ) : businesses.length === 0 ? (
        <div className="bg-card rounded-xl border p-8 text-center">
          <p className="text-lg font-medium">Você ainda não cadastrou nenhum negócio.</p>
          <p className="text-muted-foreground mt-2 text-sm">
            {needsApproval
              ? "O cadastro leva poucos minutos e passa por uma aprovação da equipe."
              : "O cadastro leva poucos minutos e aparece no diretório assim que enviado."}
          </p>
          <Button asChild className="mt-6">
            <Link href={`${OWNER_PATH}/novo`}>Cadastrar meu negócio</Link>
          </Button>
        </div>
      ) : null}
    </div>
  )
}
