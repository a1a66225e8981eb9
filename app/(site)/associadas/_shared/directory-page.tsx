import Link from "next/link"
import { MapPinIcon } from "lucide-react"

import { type MemberCard, type MembersListing, listMemberSkills, type MemberSkill } from "@/lib/data/member-profiles"
import { pageMetadata } from "@/lib/metadata"
import { BRAZILIAN_STATES } from "@/lib/members/vocabulary"
import {
  MEMBERS_PARAMS,
  MEMBERS_PATH,
  memberProfilePath,
  membersHref,
  type MembersListState,
  PUBLIC_PROFILE_EDIT_PATH,
} from "@/lib/members-url"
import { formatCount } from "@/lib/number-format"
import { MAX_SEARCH_LENGTH } from "@/lib/search"
import { Badge } from "@/components/ui/badge"
import { Input } from "@/components/ui/input"
import { NativeCheckbox } from "@/components/ui/native-checkbox"
import { MemberAvatar } from "@/components/avatar/member-avatar"
import { authTabHref } from "@/components/auth/auth-tabs"
import { CleanGetForm } from "@/components/list/clean-get-form"
import { FilterSearch } from "@/components/list/filter-search"
import { FilterActions, FilterLabel, FilterSelect } from "@/components/list/list-filters"
import { FullPageLink } from "@/components/list/full-page-link"
import { ListPagination } from "@/components/list/list-pagination"

/**
 * The members' directory (issue #37), shared by its renderings (lib/routing/table.ts): /associadas
 * (static, public profiles), /associadas/-lista (a filtered state, per request) and
 * /associadas/-membro (a signed-in member's, with members-only profiles). Route code, beside them.
 */

export const directoryMetadata = pageMetadata({
  title: "Associadas",
  description:
    "Conheça as empreendedoras da rede: o que cada uma oferece e procura, onde está, seus negócios e grupos. Encontre parcerias, fornecedoras e mentoras.",
  keywords: ["associadas", "empreendedoras", "rede de mulheres", "parcerias", "mentoria", "economia solidária"],
  path: MEMBERS_PATH,
})

const labelsOf = (slugs: string[], skills: MemberSkill[]) => {
  const chosen = new Set(slugs)
  return skills.filter((skill) => chosen.has(skill.slug)).map((skill) => skill.label)
}

function MemberCardView({ member, skills }: { member: MemberCard; skills: MemberSkill[] }) {
  const offers = labelsOf(member.offers, skills)
  const where = [member.city, member.state].filter(Boolean).join(" – ")
  return (
    <article className="bg-card flex h-full flex-col gap-3 rounded-xl border p-5">
      <div className="flex items-center gap-3">
        <MemberAvatar name={member.fullName} url={member.avatarUrl} size={56} />
        <div className="min-w-0">
          <h2 className="text-lg leading-tight font-semibold break-words">
            <Link href={memberProfilePath(member.handle)} className="hover:underline">
              {member.fullName}
            </Link>
          </h2>
          {where ? (
            <p className="text-muted-foreground flex items-center gap-1 text-sm">
              <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
              {where}
            </p>
          ) : null}
        </div>
      </div>
      {member.offersMentoring ? (
        <p>
          <Badge variant="secondary">Oferece mentoria</Badge>
        </p>
      ) : null}
      {member.bio ? <p className="text-muted-foreground line-clamp-3 text-sm">{member.bio}</p> : null}
      {offers.length ? (
        <p className="mt-auto text-sm">
          <span className="font-medium">Oferece:</span> {offers.join(", ")}
        </p>
      ) : null}
    </article>
  )
}

function DirectoryFilters({ state, skills }: { state: MembersListState; skills: MemberSkill[] }) {
  const options = Object.fromEntries(skills.map((skill) => [skill.slug, skill.label]))
  const filtered = Boolean(state.search || state.offers || state.needs || state.city || state.state || state.mentoring)
  return (
    <CleanGetForm
      action={MEMBERS_PATH}
      role="search"
      aria-label="Buscar associadas"
      className="bg-card grid gap-3 rounded-xl border p-4 sm:grid-cols-2 lg:grid-cols-7 lg:items-end"
    >
      <FilterSearch name={MEMBERS_PARAMS.search} value={state.search} placeholder="Nome ou apresentação..." />
      <FilterSelect
        label="Oferece"
        name={MEMBERS_PARAMS.offers}
        value={state.offers}
        all="Qualquer"
        options={options}
      />
      <FilterSelect label="Procura" name={MEMBERS_PARAMS.needs} value={state.needs} all="Qualquer" options={options} />
      <FilterLabel label="Cidade">
        <Input name={MEMBERS_PARAMS.city} defaultValue={state.city} maxLength={MAX_SEARCH_LENGTH} className="h-10" />
      </FilterLabel>
      <FilterSelect
        label="Estado"
        name={MEMBERS_PARAMS.state}
        value={state.state}
        all="Todos"
        options={Object.fromEntries(BRAZILIAN_STATES.map((uf) => [uf.code, uf.name]))}
      />
      <label className="flex h-10 items-center gap-2 text-sm font-medium">
        <NativeCheckbox name={MEMBERS_PARAMS.mentoring} value="1" defaultChecked={state.mentoring === "1"} />
        Oferece mentoria
      </label>
      <FilterActions label="Buscar" filtered={filtered} clearHref={MEMBERS_PATH} />
    </CleanGetForm>
  )
}

export interface DirectoryPageProps {
  state: MembersListState
  listing: MembersListing
  /** Whether the list is a signed-in member's (members-only profiles included). */
  signedIn: boolean
}

export async function MembersDirectoryPage({ state, listing, signedIn }: DirectoryPageProps) {
  const skills = await listMemberSkills()
  const { members, total, page, pageCount } = listing
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-8 max-w-3xl space-y-3">
        <h1 className="text-4xl font-bold tracking-tight">Associadas</h1>
        <p className="text-muted-foreground text-lg">
          As empreendedoras da rede que escolheram aparecer aqui: o que oferecem, o que procuram e onde estão. Encontre
          parcerias, fornecedoras, clientes e mentoras.
        </p>
        <p className="text-sm">
          {signedIn ? (
            <>
              Você vê os perfis públicos e os visíveis só para associadas.{" "}
              <Link href={PUBLIC_PROFILE_EDIT_PATH} className="underline underline-offset-4">
                Escolher como aparecer
              </Link>
            </>
          ) : (
            <>
              Aqui estão os perfis públicos.{" "}
              <Link href={authTabHref("entrar", MEMBERS_PATH)} className="underline underline-offset-4">
                Entre na sua conta
              </Link>{" "}
              para ver também os perfis visíveis só para associadas.
            </>
          )}
        </p>
      </header>
      <DirectoryFilters key={JSON.stringify(state)} state={state} skills={skills} />

      <p className="text-muted-foreground mt-8 text-sm" role="status">
        {formatCount(total, "associada encontrada", "associadas encontradas")}
        {pageCount > 1 ? ` · página ${page} de ${pageCount}` : null}
      </p>
      {members.length ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <li key={member.id}>
              <MemberCardView member={member} skills={skills} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-center">
          {page > 1 && total > 0 ? "Esta página não existe mais." : "Nenhuma associada encontrada com esses filtros."}
        </p>
      )}
      <ListPagination
        page={page}
        pageCount={pageCount}
        href={(to) => membersHref({ ...state, page: to })}
        link={FullPageLink}
      />
    </div>
  )
}
