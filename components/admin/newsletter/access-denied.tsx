import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert"

export function AccessDenied() {
  return (
    <Alert variant="destructive" className="mx-auto max-w-lg">
      <AlertTitle>
        <h1>Acesso Negado</h1>
      </AlertTitle>
      <AlertDescription>Você não tem permissão para acessar esta página.</AlertDescription>
    </Alert>
  )
}
