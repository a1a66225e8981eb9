import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"

/** Said plainly when the server has no MailRelay settings (the buttons cannot do anything). */
export function MailRelayNotConfigured() {
  return (
    <Alert>
      <AlertTitle>MailRelay não configurado</AlertTitle>
      <AlertDescription>
        A sincronização com o MailRelay está desligada neste servidor. Peça à equipe técnica para definir
        MAILRELAY_API_URL, MAILRELAY_API_KEY e MAILRELAY_GROUP_ID. As alterações continuam guardadas na fila e serão
        enviadas quando a integração for configurada.
      </AlertDescription>
    </Alert>
  )
}
