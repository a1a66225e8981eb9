import type * as React from "react"
import type { Metadata } from "next"
import Link from "next/link"
import { EyeOffIcon, LockIcon, MapPinIcon } from "lucide-react"

import { businessPath } from "@/lib/directory-url"
import {
  getMemberProfileForViewer,
  getPublicMemberProfile,
  listMemberSkills,
  listPublicMemberHandles,
  type MemberProfileAnswer,
  type MemberProfileView,
  type MemberSkill,
  type ProfileMentoring,
} from "@/lib/data/member-profiles"
import { formatPostDate } from "@/lib/format"
import { pageMetadata } from "@/lib/metadata"
import { socialLinksOf, stateName, VISIBILITY_CHOICES } from "@/lib/members/vocabulary"
import { MEMBERS_PATH, memberProfilePath, newMessageToMemberPath, PUBLIC_PROFILE_EDIT_PATH } from "@/lib/members-url"
import { mentoringRequestPath } from "@/lib/mentoring/paths"
import { MENTORING_FORMAT_NAMES } from "@/lib/mentoring/vocabulary"
import { formatCents } from "@/lib/number-format"
import { productPath } from "@/lib/shop"
import { absoluteUrl } from "@/lib/site"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { authTabHref } from "@/components/auth/auth-tabs"
import { BackLink } from "@/components/navigation/back-link"
import { breadcrumbJsonLd, JsonLd } from "@/components/seo/json-ld"

/**
 * A member's profile page (issue #37), shared by its two renderings (lib/routing/table.ts): the
 * prerendered one for visitors (/associadas/[handle]: public profiles in full, members-only ones as
 * an invitation to sign in) and the per-request one for signed-in members
 * (/associadas/-membro/[handle]: members-only profiles too, her own hidden one as a preview, and
 * "Enviar mensagem"). Route code (params, metadata), so it lives in app/ beside both.
 */

export type ProfilePageProps = { params: Promise<{ handle: string }> }

// Stands in for the real handles when the build has no database (Cache Components needs one param).
const BUILD_PLACEHOLDER = "_"

export async function profilePageParams() {
  const handles = await listPublicMemberHandles().catch(() => [])
  return handles.length ? handles.map(({ handle }) => ({ handle })) : [{ handle: BUILD_PLACEHOLDER }]
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ""
  }
}

/** The visitors' answer for the handle in `params` (cached). */
export const visitorProfile = async (params: ProfilePageProps["params"]) =>
  getPublicMemberProfile(decoded((await params).handle))

/** The signed-in viewer's answer (per request, her session). */
export const viewerProfile = async (params: ProfilePageProps["params"]) =>
  getMemberProfileForViewer(decoded((await params).handle))

const locationOf = (profile: { city: string | null; state: string | null }) =>
  [profile.city, profile.state].filter(Boolean).join(" – ")

/**
 * The metadata of an answer: a public profile is indexed with its own description; a members-only
 * or hidden one never is (a visitor learns only that it exists).
 */
export function profileMetadata(profile: MemberProfileAnswer | null): Metadata {
  if (!profile) return {}
  if (profile.kind === "members-only") {
    return pageMetadata({
      title: "Perfil de associada",
      description: "Este perfil é visível só para associadas. Entre na sua conta para vê-lo.",
      path: memberProfilePath(profile.handle),
      noIndex: true,
    })
  }
  const where = locationOf(profile)
  return pageMetadata({
    title: profile.fullName,
    description:
      profile.bio?.slice(0, 160) ||
      `${profile.fullName}${where ? `, de ${where},` : ""} na rede de associadas da Convergência Empreendedora.`,
    path: memberProfilePath(profile.handle),
    noIndex: profile.visibility !== "public",
  })
}

/** schema.org ProfilePage for a public profile: her name, presentation and links, nothing private. */
function profileJsonLd(profile: MemberProfileView) {
  const links = socialLinksOf(profile.socialLinks).map((link) => link.url)
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl(memberProfilePath(profile.handle)),
    ...(profile.memberSince ? { dateCreated: profile.memberSince } : {}),
    mainEntity: {
      "@type": "Person",
      name: profile.fullName,
      alternateName: profile.handle,
      identifier: profile.handle,
      ...(profile.bio ? { description: profile.bio } : {}),
      ...(profile.avatarUrl ? { image: profile.avatarUrl } : {}),
      ...(profile.city || profile.state
        ? {
            homeLocation: {
              "@type": "Place",
              address: {
                "@type": "PostalAddress",
                ...(profile.city ? { addressLocality: profile.city } : {}),
                ...(profile.state ? { addressRegion: profile.state } : {}),
                addressCountry: "BR",
              },
            },
          }
        : {}),
      ...(links.length ? { sameAs: links } : {}),
    },
  }
}

/** What a visitor sees of a members-only profile: that it exists, and how to see it. */
export function MembersOnlyProfile({ handle }: { handle: string }) {
  const from = memberProfilePath(handle)
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <div className="bg-card rounded-xl border p-8 text-center">
        <LockIcon className="text-muted-foreground mx-auto mb-3 size-8" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">Perfil visível só para associadas</h1>
        <p className="text-muted-foreground mt-3">
          Esta associada escolheu mostrar o perfil apenas para quem faz parte da comunidade. Entre na sua conta, ou crie
          uma sem custo, para ver o perfil e conversar com ela.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button asChild size="lg">
            <Link href={authTabHref("entrar", from)}>Entrar para ver o perfil</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={authTabHref("cadastrar", from)}>Criar conta</Link>
          </Button>
        </div>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href={MEMBERS_PATH} className="underline underline-offset-4">
          Ver a lista de associadas
        </Link>
      </p>
    </div>
  )
}

export interface ProfileViewProps {
  profile: MemberProfileView
  /** The signed-in viewer's id (member twin), or null for the visitors' page. */
  viewerId: string | null
  /**
   * The member twin's own controls beside "Enviar mensagem" ("Bloquear"), passed in so the
   * visitors' static page never loads their script.
   */
  memberActions?: React.ReactNode
}

/** The skills' labels, in the list's order, for the slugs a profile stores. */
function skillLabels(slugs: string[], skills: MemberSkill[]) {
  const chosen = new Set(slugs)
  return skills.filter((skill) => chosen.has(skill.slug))
}

function SkillSection({
  id,
  title,
  slugs,
  note,
  skills,
}: {
  id: string
  title: string
  slugs: string[]
  note: string | null
  skills: MemberSkill[]
}) {
  const labels = skillLabels(slugs, skills)
  if (!labels.length && !note) return null
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {labels.length ? (
        <ul className="flex flex-wrap gap-2">
          {labels.map((skill) => (
            <li key={skill.slug}>
              <Badge variant="secondary">{skill.label}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {note ? <p className="text-muted-foreground whitespace-pre-line">{note}</p> : null}
    </section>
  )
}

/** Her mentoring offer (issue #40): topics, formats and length, and the way to ask for a session. */
function MentoringSection({
  mentoring,
  skills,
  signInHref,
}: {
  mentoring: ProfileMentoring
  skills: MemberSkill[]
  /** A visitor's way to the request form, through sign-in (members have "Pedir mentoria" in the header). */
  signInHref: string | null
}) {
  const topics = skillLabels(mentoring.topics, skills)
  return (
    <section aria-labelledby="perfil-mentoria" className="space-y-3">
      <h2 id="perfil-mentoria" className="text-xl font-semibold">
        Mentoria
      </h2>
      {topics.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Temas da mentoria">
          {topics.map((skill) => (
            <li key={skill.slug}>
              <Badge variant="secondary">{skill.label}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {mentoring.topicsNote ? (
        <p className="text-muted-foreground whitespace-pre-line">{mentoring.topicsNote}</p>
      ) : null}
      <p className="text-sm">
        Sessões de {mentoring.sessionMinutes} minutos
        {mentoring.formats.length
          ? ` · ${mentoring.formats.map((format) => MENTORING_FORMAT_NAMES[format]).join(", ")}`
          : ""}
      </p>
      {signInHref ? (
        <Button asChild variant="outline">
          <Link href={signInHref}>Entrar para pedir mentoria</Link>
        </Button>
      ) : null}
    </section>
  )
}

/** A profile in full: photo, name, city/UF, presentation, skills, businesses and products, groups, links. */
export async function ProfileView({ profile, viewerId, memberActions }: ProfileViewProps) {
  const skills = await listMemberSkills()
  const own = viewerId === profile.id
  const where = [profile.city, stateName(profile.state) ?? profile.state].filter(Boolean).join(", ")
  const links = socialLinksOf(profile.socialLinks)
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      {profile.visibility === "public" ? (
        <JsonLd
          data={[
            profileJsonLd(profile),
            breadcrumbJsonLd(
              { name: "Associadas", path: MEMBERS_PATH },
              { name: profile.fullName, path: memberProfilePath(profile.handle) }
            ),
          ]}
        />
      ) : null}
      <BackLink href={MEMBERS_PATH}>Associadas</BackLink>

      {own ? (
        <div role="note" className="bg-muted mt-6 flex flex-wrap items-center gap-3 rounded-lg border p-4 text-sm">
          {profile.visibility === "hidden" ? <EyeOffIcon className="size-4" aria-hidden /> : null}
          <p className="flex-1">
            {profile.visibility === "hidden"
              ? "Pré-visualização: seu perfil está oculto, só você vê esta página."
              : `Este é o seu perfil (${VISIBILITY_CHOICES[profile.visibility].label.toLowerCase()}).`}
          </p>
          <Link href={PUBLIC_PROFILE_EDIT_PATH} className="font-medium underline underline-offset-4">
            Editar perfil público
          </Link>
        </div>
      ) : null}

      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <MemberAvatar name={profile.fullName} url={profile.avatarUrl} size={112} />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight break-words">{profile.fullName}</h1>
          {where ? (
            <p className="text-muted-foreground flex items-center gap-1">
              <MapPinIcon className="size-4 shrink-0" aria-hidden />
              {where}
            </p>
          ) : null}
          {profile.memberSince ? (
            <p className="text-muted-foreground text-sm">Associada desde {formatPostDate(profile.memberSince)}</p>
          ) : null}
          {profile.mentoring ? <Badge>Oferece mentoria</Badge> : null}
        </div>
        {viewerId && !own ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild>
              <Link href={newMessageToMemberPath(profile.id)}>Enviar mensagem</Link>
            </Button>
            {profile.mentoring ? (
              <Button asChild variant="outline">
                <Link href={mentoringRequestPath(profile.handle)}>Pedir mentoria</Link>
              </Button>
            ) : null}
            {memberActions}
          </div>
        ) : null}
      </header>

      <div className="mt-10 space-y-10">
        {profile.bio ? (
          <section aria-labelledby="perfil-sobre" className="space-y-3">
            <h2 id="perfil-sobre" className="text-xl font-semibold">
              Sobre
            </h2>
            <p className="whitespace-pre-line">{profile.bio}</p>
          </section>
        ) : null}

        {profile.mentoring ? (
          <MentoringSection
            mentoring={profile.mentoring}
            skills={skills}
            signInHref={viewerId ? null : authTabHref("entrar", mentoringRequestPath(profile.handle))}
          />
        ) : null}

        <SkillSection
          id="perfil-oferece"
          title="Oferece"
          slugs={profile.offers}
          note={profile.offersNote}
          skills={skills}
        />
        <SkillSection
          id="perfil-procura"
          title="Procura"
          slugs={profile.needs}
          note={profile.needsNote}
          skills={skills}
        />

        {profile.businesses.length ? (
          <section aria-labelledby="perfil-negocios" className="space-y-4">
            <h2 id="perfil-negocios" className="text-xl font-semibold">
              Negócios
            </h2>
            <ul className="space-y-6">
              {profile.businesses.map((business) => (
                <li key={business.slug} className="space-y-3 rounded-lg border p-4">
                  <Link href={businessPath(business.slug)} className="text-lg font-medium underline underline-offset-4">
                    {business.name}
                  </Link>
                  {business.products.length ? (
                    <ul className="grid gap-2 sm:grid-cols-2">
                      {business.products.map((product) => (
                        <li key={product.slug} className="flex items-baseline justify-between gap-3 text-sm">
                          <Link href={productPath(product.slug)} className="min-w-0 break-words underline">
                            {product.name}
                          </Link>
                          {product.priceCents !== null ? (
                            <span className="text-muted-foreground shrink-0">{formatCents(product.priceCents)}</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {profile.groups.length ? (
          <section aria-labelledby="perfil-grupos" className="space-y-3">
            <h2 id="perfil-grupos" className="text-xl font-semibold">
              Grupos
            </h2>
            <ul className="flex flex-wrap gap-3">
              {profile.groups.map((group) => (
                <li key={group.slug}>
                  <Link href={`/comunidade/${group.slug}`} className="underline underline-offset-4">
                    {group.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {links.length ? (
          <section aria-labelledby="perfil-redes" className="space-y-3">
            <h2 id="perfil-redes" className="text-xl font-semibold">
              Redes e site
            </h2>
            <ul className="flex flex-wrap gap-3">
              {links.map((link) => (
                <li key={link.network}>
                  {/* Her own links: no referrer, no endorsement by the site. */}
                  <a
                    href={link.url}
                    rel="nofollow noopener noreferrer ugc"
                    target="_blank"
                    className="underline underline-offset-4"
                  >
                    {link.label}
                    <span className="sr-only"> (abre em outra aba)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}
