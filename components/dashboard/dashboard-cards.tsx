import Link from "next/link"
import { BookOpen, Sparkles, ShieldCheck, Store, UserRound } from "lucide-react"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card"
import { SkipOnboardingForm } from "@/components/profile/onboarding"

const NOT_INFORMED = "Não informado"

export function BlogCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BookOpen className="text-primary size-5" aria-hidden />
          <h2>Blog Convergindo</h2>
        </CardTitle>
        <CardDescription>Artigos, histórias e dicas para empreender em rede.</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline">
          <Link href="/convergindo">Ler o blog</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

export interface AdminCardProps {
  /** /admin for admins, /admin/blog for blog editors (lib/route-rules.ts adminEntryPath). */
  href: string
  isAdmin: boolean
}

export function AdminCard({ href, isAdmin }: AdminCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="text-primary size-5" aria-hidden />
          <h2>Painel Administrativo</h2>
        </CardTitle>
        <CardDescription>
          {isAdmin ? "Gerencie usuárias, conteúdo e newsletter." : "Escreva e publique posts no blog Convergindo."}
        </CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto">
        <Button asChild>
          <Link href={href}>{isAdmin ? "Acessar Painel Admin" : "Abrir Editor de Blog"}</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

export interface ProfileCardProps {
  fullName: string | null
  email: string | null
  phone: string | null
  isAdmin: boolean
  canEditBlog: boolean
}

export function ProfileCard({ fullName, email, phone, isAdmin, canEditBlog }: ProfileCardProps) {
  const rows = [
    { label: "Nome", value: fullName },
    { label: "Email", value: email },
    { label: "Telefone", value: phone },
  ]
  const permissions = [isAdmin ? "Administrador" : null, canEditBlog ? "Editor do Blog" : null].filter(
    (item): item is string => item !== null
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="text-primary size-5" aria-hidden />
          <h2>Meu Perfil</h2>
        </CardTitle>
        <CardDescription>Seus dados na comunidade.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-medium break-words">{row.value || NOT_INFORMED}</dd>
            </div>
          ))}
          {permissions.length > 0 ? (
            <div>
              <dt className="text-muted-foreground">Permissões</dt>
              {permissions.map((permission) => (
                <dd key={permission} className="font-medium">
                  {permission}
                </dd>
              ))}
            </div>
          ) : null}
        </dl>
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline">
          <Link href="/dashboard/perfil">Editar perfil</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

/** "Meu negócio", for members who said they have a business: her listings at /dashboard/negocio. */
export function BusinessCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Store className="text-primary size-5" aria-hidden />
          <h2>Meu negócio</h2>
        </CardTitle>
        <CardDescription>Seu negócio no diretório da comunidade: cadastro, aprovação e avaliações.</CardDescription>
      </CardHeader>
      <CardFooter className="mt-auto flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/dashboard/negocio">Gerenciar meu negócio</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link href="/dashboard/negocio/produtos">Meus produtos</Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

/** Offered until the welcome flow is done or skipped (profiles.onboarding_completed). */
export function WelcomeCard() {
  return (
    <section aria-labelledby="boas-vindas-card">
      <Card className="border-primary/40 bg-primary/5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Sparkles className="text-primary size-5" aria-hidden />
            <h2 id="boas-vindas-card">Vamos começar?</h2>
          </CardTitle>
          <CardDescription>
            Três passos rápidos: seu perfil, o que te traz aqui e a newsletter. Leva um minuto.
          </CardDescription>
        </CardHeader>
        <CardFooter className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/dashboard/boas-vindas">Começar</Link>
          </Button>
          <SkipOnboardingForm />
        </CardFooter>
      </Card>
    </section>
  )
}
