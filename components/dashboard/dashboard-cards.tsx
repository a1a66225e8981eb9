import Link from "next/link"
import { BellRing, BookOpen, GraduationCap, ShoppingBag, Sparkles, ShieldCheck, Store, UserRound } from "lucide-react"
import { NOTIFICATION_PREFERENCES_PATH } from "@/lib/notifications/paths"
import { MY_ORDERS_PATH, SELLER_ORDERS_PATH } from "@/lib/orders-url"
import { Button } from "@/components/ui/button"
import { DashboardCard } from "@/components/dashboard/dashboard-card"
import { SkipOnboardingForm } from "@/components/profile/onboarding"

const NOT_INFORMED = "Não informado"

export function BlogCard() {
  return (
    <DashboardCard
      icon={BookOpen}
      title="Blog Convergindo"
      description="Artigos, histórias e dicas para empreender em rede."
      link={{ href: "/convergindo", label: "Ler o blog" }}
    />
  )
}

/** "Notificações por e-mail" (issue #39): what reaches her inbox, and when. */
export function NotificationsCard() {
  return (
    <DashboardCard
      icon={BellRing}
      title="Notificações por e-mail"
      description="Escolha o que chega ao seu e-mail na hora, no resumo ou não chega. O sino sempre mostra tudo."
      link={{ href: NOTIFICATION_PREFERENCES_PATH, label: "Preferências de e-mail" }}
    />
  )
}

export interface AdminCardProps {
  /** /admin for admins, /admin/blog for blog editors (lib/route-rules.ts adminEntryPath). */
  href: string
  isAdmin: boolean
}

export function AdminCard({ href, isAdmin }: AdminCardProps) {
  return (
    <DashboardCard
      icon={ShieldCheck}
      title="Painel Administrativo"
      description={
        isAdmin ? "Gerencie usuárias, conteúdo e newsletter." : "Escreva e publique posts no blog Convergindo."
      }
      footer={
        <Button asChild>
          <Link href={href}>{isAdmin ? "Acessar Painel Admin" : "Abrir Editor de Blog"}</Link>
        </Button>
      }
    />
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
    <DashboardCard
      icon={UserRound}
      title="Meu Perfil"
      description="Seus dados na comunidade."
      link={{ href: "/dashboard/perfil", label: "Editar perfil" }}
    >
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
    </DashboardCard>
  )
}

/** "Ensino", for instructors and admins: the materials and tracks they write for /aprender (issue #36). */
export function TeachingCard() {
  return (
    <DashboardCard
      icon={GraduationCap}
      title="Ensino"
      description="Crie materiais e trilhas de aprendizagem para a biblioteca."
      link={{ href: "/dashboard/ensino", label: "Abrir Ensino" }}
    />
  )
}

/** "Meu negócio", for members who said they have a business: her listings at /dashboard/negocio. */
export function BusinessCard() {
  return (
    <DashboardCard
      icon={Store}
      title="Meu negócio"
      description="Seu negócio no diretório da comunidade: cadastro, aprovação e avaliações."
      footerClassName="mt-auto flex flex-wrap gap-2"
      footer={
        <>
          <Button asChild variant="outline">
            <Link href="/dashboard/negocio">Gerenciar meu negócio</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/dashboard/negocio/produtos">Meus produtos</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href={SELLER_ORDERS_PATH}>Encomendas recebidas</Link>
          </Button>
        </>
      }
    />
  )
}

/** Her orders with Pix (issue #38). */
export function OrdersCard() {
  return (
    <DashboardCard
      icon={ShoppingBag}
      title="Minhas encomendas"
      description="O que você encomendou dos negócios da comunidade, com o Pix de cada pedido."
      link={{ href: MY_ORDERS_PATH, label: "Ver minhas encomendas" }}
    />
  )
}

/** Offered until the welcome flow is done or skipped (profiles.onboarding_completed). */
export function WelcomeCard() {
  return (
    <section aria-labelledby="boas-vindas-card">
      <DashboardCard
        icon={Sparkles}
        title="Vamos começar?"
        titleId="boas-vindas-card"
        className="border-primary/40 bg-primary/5"
        description="Três passos rápidos: seu perfil, o que te traz aqui e a newsletter. Leva um minuto."
        footerClassName="flex flex-wrap gap-2"
        footer={
          <>
            <Button asChild>
              <Link href="/dashboard/boas-vindas">Começar</Link>
            </Button>
            <SkipOnboardingForm />
          </>
        }
      />
    </section>
  )
}
