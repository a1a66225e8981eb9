import "server-only"

import { failed } from "@/lib/action-state"
import type { DatabaseError, DatabaseFailures } from "@/lib/action-errors"

/**
 * How the order actions (issue #38) read a database refusal: the functions answer the rules in
 * pt-BR (P0001: "Esta encomenda não pode passar de Pago para Aguardando pagamento.", the minimum,
 * the day's limit), shown as they come; an order that is not hers is PT404.
 */
export function orderFailures(otherwise: string): DatabaseFailures {
  return {
    read: (error: DatabaseError) =>
      error.code === "P0001" && error.message ? failed(error.message, { code: "refused" }) : null,
    codes: {
      "42501": failed("Você não pode alterar esta encomenda.", { code: "forbidden" }),
      not_found: failed("Encomenda não encontrada.", { code: "not_found" }),
    },
    otherwise,
  }
}

export const SIGN_IN_FIRST = failed("Sessão encerrada. Entre novamente.", { code: "unauthenticated" })
