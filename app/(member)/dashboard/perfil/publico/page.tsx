import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getOwnMemberProfile, listMemberSkills } from "@/lib/data/member-profiles"
import { formatDate } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { socialField } from "@/lib/members/profile-schema"
import { SOCIAL_NETWORKS, socialLinksOf, VISIBILITY_CHOICES } from "@/lib/members/vocabulary"
import { MEMBERS_PATH, memberProfilePath, PUBLIC_PROFILE_EDIT_PATH } from "@/lib/members-url"
import { siteConfig } from "@/lib/site"

import { PublicProfileForm, type PublicProfileValues } from "./_components/public-profile-form"

export const metadata: Metadata = pageMetadata({
  title: "Perfil público",
  description: "Como as outras associadas e os visitantes veem você na Convergência Empreendedora.",
  path: PUBLIC_PROFILE_EDIT_PATH,
  noIndex: true,
})

/**
 * Her public profile's form (issue #37): who may see it, her address, presentation, city/UF, what
 * she offers and looks for, her links. Hidden until she chooses otherwise; the choice and its date
 * are recorded by the database.
 */
export default async function PublicProfilePage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself too.
  const viewer = await requireUser(PUBLIC_PROFILE_EDIT_PATH)
  const [profile, skills] = await Promise.all([getOwnMemberProfile(viewer.userId), listMemberSkills()])
  if (!profile) notFound()

  const links = Object.fromEntries(socialLinksOf(profile.socialLinks).map((link) => [link.network, link.url]))
  const values: PublicProfileValues = {
    visibility: profile.visibility,
    handle: profile.handle ?? "",
    bio: profile.bio ?? "",
    city: profile.city ?? "",
    state: profile.state ?? "",
    offers: profile.offers.join(","),
    needs: profile.needs.join(","),
    offersNote: profile.offersNote ?? "",
    needsNote: profile.needsNote ?? "",
    ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [socialField(network), links[network] ?? ""])) as Record<
      `social_${(typeof SOCIAL_NETWORKS)[number]}`,
      string
    >),
  }

  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Perfil público</h1>
        <p className="text-muted-foreground">
          Seu perfil na{" "}
          <Link href={MEMBERS_PATH} className="text-foreground underline underline-offset-4">
            lista de associadas
          </Link>
          : foto e nome (os mesmos de{" "}
          <Link href="/dashboard/perfil" className="text-foreground underline underline-offset-4">
            Meu perfil
          </Link>
          ), apresentação, cidade, o que você oferece e procura, seus negócios e seus grupos abertos. Nunca mostramos
          seu e-mail, telefone ou endereço.
        </p>
        <p className="text-sm" role="status">
          Agora: <strong>{VISIBILITY_CHOICES[profile.visibility].label}</strong>
          {profile.visibilityChangedAt ? ` (escolhido em ${formatDate(profile.visibilityChangedAt)})` : null}
          {profile.handle ? (
            <>
              {" · "}
              <Link href={memberProfilePath(profile.handle)} className="underline underline-offset-4">
                {profile.visibility === "hidden" ? "Pré-visualizar meu perfil" : "Ver meu perfil"}
              </Link>
            </>
          ) : null}
        </p>
      </header>
      <PublicProfileForm values={values} skills={skills} addressPrefix={`${siteConfig.url}${MEMBERS_PATH}/`} />
    </div>
  )
}
