import type { Metadata } from "next"
import { requireUser } from "@/lib/auth"
import { getMyAmbassadorSummary } from "@/lib/data/ambassadors"
import { listUpcomingMentoringSessions } from "@/lib/data/mentoring"
import { listMyConversations } from "@/lib/data/community-posts"
import { listMyProjects } from "@/lib/data/projects"
import { getMemberProfile } from "@/lib/data/profiles"
import { pageMetadata } from "@/lib/metadata"
import { displayableAvatarUrl } from "@/lib/images/avatar"
import { referralPath } from "@/lib/referral"
import { adminEntryPath } from "@/lib/route-rules"
import { absoluteUrl } from "@/lib/site"
import { formatBrazilianPhone } from "@/lib/validations/profile"
import { MyConversationsCard } from "@/components/community/my-conversations-card"
import {
  AdminCard,
  BlogCard,
  BusinessCard,
  NotificationsCard,
  OrdersCard,
  ProfileCard,
  TeachingCard,
  WelcomeCard,
} from "@/components/dashboard/dashboard-cards"
import { MyProjectsCard } from "@/components/dashboard/my-projects-card"
import { MyLearningCard } from "@/components/dashboard/my-learning-card"
import { MyMentoringCard } from "@/components/dashboard/my-mentoring-card"
import { AmbassadorCard } from "@/components/ambassadors/ambassador-card"
import { MemberAvatar } from "@/components/avatar/member-avatar"

export const metadata: Metadata = pageMetadata({
  title: "Meu Painel",
  description: "Seu painel na Convergência Empreendedora.",
  path: "/dashboard",
  noIndex: true,
})

export default async function DashboardPage() {
  // Layouts do not re-run on client navigation, so the page checks the session itself too.
  const viewer = await requireUser("/dashboard")
  const profile = await getMemberProfile(viewer.userId)
  const fullName = profile?.full_name?.trim() || viewer.fullName?.trim() || null
  const email = profile?.email?.trim() || viewer.email || null
  const rights = { isAdmin: viewer.isAdmin, canEditBlog: viewer.canEditBlog }
  const adminHref = adminEntryPath(rights)
  const projects = await listMyProjects(viewer.userId).catch((error: unknown) => {
    console.error("[dashboard.projects]", error)
    return null
  })
  const conversations = await listMyConversations(5).catch((error: unknown) => {
    console.error("[dashboard.conversations]", error)
    return null
  })

  const mentoring = await listUpcomingMentoringSessions().catch((error: unknown) => {
    console.error("[dashboard.mentoring]", error)
    return null
  })

  const ambassador = await getMyAmbassadorSummary(viewer.userId).catch((error: unknown) => {
    console.error("[dashboard.ambassador]", error)
    return null
  })

  return (
    <div className="container mx-auto max-w-5xl space-y-8 px-4 py-10">
      <header className="flex items-center gap-4">
        <MemberAvatar name={fullName ?? email ?? "?"} url={displayableAvatarUrl(profile?.avatar_url)} size={56} />
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">Olá, {fullName ?? email ?? "membro"}!</h1>
          <p className="text-muted-foreground">Bem-vinda ao seu painel na Convergência Empreendedora.</p>
        </div>
      </header>
      {profile && !profile.onboarding_completed ? <WelcomeCard /> : null}
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {/* Her link and commissions are what an ambassador comes for (issue #31): first, full width. */}
        {ambassador ? <AmbassadorCard summary={ambassador} link={absoluteUrl(referralPath(ambassador.code))} /> : null}
        <MyLearningCard />
        <BlogCard />
        <MyConversationsCard conversations={conversations} />
        <MyProjectsCard projects={projects} />
        <MyMentoringCard sessions={mentoring} />
        <OrdersCard />
        <NotificationsCard />
        {adminHref ? <AdminCard href={adminHref} isAdmin={viewer.isAdmin} /> : null}
        {viewer.isAdmin || profile?.roles.includes("instructor") ? <TeachingCard /> : null}
        <ProfileCard
          fullName={fullName}
          email={email}
          phone={formatBrazilianPhone(profile?.phone)}
          isAdmin={viewer.isAdmin}
          canEditBlog={viewer.canEditBlog}
        />
        {profile?.roles.includes("business_owner") ? <BusinessCard /> : null}
      </div>
    </div>
  )
}
