import type { PushSetupFailure, PushSupport } from "@/lib/push/browser-subscription"

/** What she reads when turning push on does not work (issue #41: every failure has its sentence). */
export const PUSH_SETUP_MESSAGES: Record<PushSetupFailure, string> = {
  denied:
    "As notificações estão bloqueadas para este site neste navegador. Libere-as nas configurações do navegador e tente de novo.",
  dismissed: "Você não permitiu as notificações. Toque em “Ativar neste aparelho” de novo e escolha “Permitir”.",
  timeout:
    "Não foi possível ativar as notificações neste aparelho. Verifique se o navegador permite notificações e tente de novo.",
  failed:
    "Não foi possível ativar as notificações neste aparelho. Verifique se o navegador permite notificações e tente de novo.",
}

export const PUSH_SUPPORT_MESSAGES: Record<Exclude<PushSupport, "supported">, string> = {
  unsupported:
    "Este navegador não recebe notificações. Use uma versão atual do Chrome, Edge, Firefox ou Safari para ativá-las aqui.",
  "needs-home-screen":
    "No iPhone e no iPad, as notificações chegam pelo app instalado: toque em Compartilhar, depois em “Adicionar à Tela de Início”, e ative por lá.",
}

export const PUSH_NOT_CONFIGURED = "As notificações no aparelho ainda não estão disponíveis neste site."
