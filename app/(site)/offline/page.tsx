import { WifiOffIcon } from "lucide-react"

import { pageMetadata } from "@/lib/metadata"
import { OFFLINE_PATH } from "@/lib/pwa/paths"
import { NoticePage } from "../_shared/notice-page"
import { RetryButton } from "./_components/retry-button"

export const metadata = pageMetadata({
  title: "Sem conexão",
  description: "Você está sem internet. Esta página aparece quando o site não consegue carregar.",
  path: OFFLINE_PATH,
  noIndex: true,
})

/**
 * What a navigation shows when the network fails (issue #41): the service worker (app/sw.ts)
 * precaches this page and answers with it. Static and the same for everyone, so the copy kept on
 * a phone says nothing about whoever was signed in.
 */
export default function OfflinePage() {
  return (
    <NoticePage icon={WifiOffIcon} title="Você está sem conexão" actions={<RetryButton />}>
      <p className="text-muted-foreground mt-4">
        Não foi possível carregar esta página: parece que o seu aparelho está sem internet no momento.
      </p>
      <p className="text-muted-foreground mt-2">
        Verifique o Wi-Fi ou os dados móveis. Quando a conexão voltar, toque em “Tentar de novo”.
      </p>
    </NoticePage>
  )
}
