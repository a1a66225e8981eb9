import type { Metadata } from "next"
import Link from "next/link"
import { notFound } from "next/navigation"

import { requireUser } from "@/lib/auth"
import { getPendingEmail } from "@/lib/data/profile-account"
import { getMemberProfile } from "@/lib/data/profiles"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { pageMetadata } from "@/lib/metadata"
import { PUBLIC_PROFILE_EDIT_PATH } from "@/lib/members-url"
import { ROLE_LABELS, type UserRole } from "@/lib/validations/admin-users"
import { SELF_SERVICE_ROLES } from "@/lib/validations/profile"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { DeleteAccountDialog, DownloadDataLink, EmailForm, PasswordForm } from "@/components/profile/account-forms"
import { AvatarEditor } from "@/components/profile/avatar-editor"
import { NewsletterForm, ProfileForm, RolesForm } from "@/components/profile/profile-forms"
import { profileFormValues, profileRoleChoices } from "@/components/profile/profile-values"

export const metadata: Metadata = pageMetadata({
  title: "Meu perfil",
  description: "Seus dados, sua foto e sua conta na Convergência Empreendedora.",
  path: "/dashboard/perfil",
  noIndex: true,
})

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description?: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={id} className="text-lg">
              {title}
            </h2>
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  )
}

/** Roles and rights only the team grants, as she reads them. */
function grantedByTeam(roles: readonly string[], isAdmin: boolean, canEditBlog: boolean) {
  const selfService: readonly string[] = [...SELF_SERVICE_ROLES, "customer"]
  return [
    ...roles.filter((role) => !selfService.includes(role)).map((role) => ROLE_LABELS[role as UserRole] ?? role),
    ...(isAdmin ? ["Administradora"] : []),
    ...(canEditBlog ? ["Editora do blog"] : []),
  ]
}

export default async function ProfilePage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself too.
  const viewer = await requireUser("/dashboard/perfil")
  const [profile, pendingEmail] = await Promise.all([getMemberProfile(viewer.userId), getPendingEmail()])
  if (!profile) notFound()

  const name = profile.full_name.trim() || viewer.email
  const email = profile.email ?? viewer.email
  const granted = grantedByTeam(profile.roles, profile.is_admin, profile.can_edit_blog)

  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Meu perfil</h1>
        <p className="text-muted-foreground">Seus dados, sua foto e as configurações da sua conta.</p>
      </header>

      <Section id="perfil-foto" title="Foto de perfil">
        <AvatarEditor name={name} avatarUrl={displayableAvatarUrl(profile.avatar_url)} />
      </Section>

      <Section id="perfil-dados" title="Dados pessoais">
        <ProfileForm values={profileFormValues(profile)} />
      </Section>

      <Section
        id="perfil-publico"
        title="Perfil público"
        description="Escolha se outras associadas (ou qualquer pessoa) podem ver seu perfil e te mandar mensagem. Ele começa oculto."
      >
        <Link href={PUBLIC_PROFILE_EDIT_PATH} className="text-sm font-medium underline underline-offset-4">
          Editar perfil público
        </Link>
      </Section>

      <Section
        id="perfil-papeis"
        title="O que te traz aqui?"
        description="Marque o que combina com você; o painel se adapta às suas escolhas."
      >
        <RolesForm choices={profileRoleChoices(profile)} />
        {granted.length > 0 ? (
          <p className="text-muted-foreground mt-4 text-sm">Concedido pela equipe: {granted.join(", ")}.</p>
        ) : null}
      </Section>

      <Section id="perfil-newsletter" title="Newsletter">
        <NewsletterForm subscribed={profile.newsletter_subscribed} email={email} />
      </Section>

      <Section id="perfil-email" title="E-mail de acesso">
        <EmailForm email={email} pendingEmail={pendingEmail} />
      </Section>

      <Section id="perfil-senha" title="Senha">
        <PasswordForm />
      </Section>

      <Section
        id="perfil-lgpd"
        title="Seus dados"
        description="Seus direitos pela LGPD: levar uma cópia de tudo o que guardamos sobre você, ou apagar sua conta."
      >
        <div className="flex flex-wrap gap-3">
          <DownloadDataLink />
          <DeleteAccountDialog />
        </div>
      </Section>
    </div>
  )
}
