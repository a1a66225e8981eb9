import { GraduationCap } from "lucide-react"

import { MY_LEARNING_PATH } from "@/lib/certificate-paths"
import { DashboardCard } from "@/components/dashboard/dashboard-card"

/** The way to "Minha aprendizagem" (issue #36): her tracks in progress and her certificates. */
export function MyLearningCard() {
  return (
    <DashboardCard
      icon={GraduationCap}
      title="Minha aprendizagem"
      description="As trilhas que você começou e os seus certificados, para baixar e compartilhar."
      link={{ href: MY_LEARNING_PATH, label: "Ver minha aprendizagem" }}
    />
  )
}
