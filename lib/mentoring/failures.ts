import { failed } from "@/lib/action-state"
import type { DatabaseError, DatabaseFailures } from "@/lib/action-errors"

/**
 * How mentoring's actions read a refusal (issue #40): the functions raise P0001 with a pt-BR
 * sentence written for her ("Você já tem 3 pedidos de mentoria em aberto…"), shown as it comes;
 * a right missing or a row gone get their own words; anything else is logged and answered
 * `otherwise`.
 */
export const mentoringFailures = (otherwise: string): DatabaseFailures => ({
  read: (error: DatabaseError) =>
    error.code === "P0001" && error.message ? failed(error.message, { code: "refused" }) : null,
  codes: {
    "42501": failed("Você não participa desta mentoria.", { code: "forbidden" }),
    not_found: failed("Pedido ou sessão de mentoria não encontrado.", { code: "not_found" }),
  },
  otherwise,
})
