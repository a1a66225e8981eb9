"use client"

import { useState } from "react"
import { CalendarPlusIcon } from "lucide-react"

import type { ActionState } from "@/lib/action-state"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"

type SignupData = { status: "confirmed" | "waitlisted" | "none"; waitlistPosition: number | null }
type SignupAction = (prev: ActionState<SignupData>, formData: FormData) => Promise<ActionState<SignupData>>

export type ProjectSignupFormProps = {
  projectId: string
  slug: string
  calendarHref: string
  /** The sign-up as the server rendered it. */
  initial: SignupData
  open: boolean
  /** No seat left: joining puts her on the waiting list, and the button says so. */
  full: boolean
  signUp: SignupAction
  leave: SignupAction
}

const IDLE: ActionState<SignupData> = { status: "idle" }

/**
 * "Quero participar" ("Entrar na lista de espera" when full) / "Cancelar inscrição", with the
 * member's place and her calendar file.
 */
export function ProjectSignupForm({
  projectId,
  slug,
  calendarHref,
  initial,
  open,
  full,
  signUp,
  leave,
}: ProjectSignupFormProps) {
  // One state for both buttons, so the newest answer is always the one shown.
  const [state, form, pending] = useFormAction(
    (prev: ActionState<SignupData>, formData: FormData) =>
      formData.get("intent") === "leave" ? leave(prev, formData) : signUp(prev, formData),
    IDLE
  )
  useActionToast(state)
  // An answer shows until the server's own view changes after it (a promotion from the waiting
  // list, refreshed when her notification arrives); then the server's view wins.
  const answer = state.status === "success" ? state.data : undefined
  const initialKey = `${initial.status}:${initial.waitlistPosition}`
  const [answered, setAnswered] = useState<{ state: ActionState<SignupData>; key: string } | null>(null)
  if (answer && answered?.state !== state) setAnswered({ state, key: initialKey })
  const current = answer && answered?.state === state && answered.key === initialKey ? answer : initial
  const hidden = (
    <>
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="slug" value={slug} />
    </>
  )

  if (current.status === "none") {
    return open ? (
      <form {...form}>
        {hidden}
        <input type="hidden" name="intent" value="join" />
        <Button type="submit" size="lg" disabled={pending}>
          {full ? "Entrar na lista de espera" : "Quero participar"}
        </Button>
        {full ? (
          <p className="text-muted-foreground mt-2 text-sm">
            As vagas estão preenchidas: se alguém sair, a primeira da lista fica com a vaga e recebe um aviso.
          </p>
        ) : null}
      </form>
    ) : (
      <p className="text-muted-foreground text-sm">As inscrições deste projeto estão encerradas.</p>
    )
  }

  return (
    <div className="space-y-3">
      <p role="status" className="font-medium">
        {current.status === "confirmed"
          ? "Sua inscrição está confirmada."
          : `Você está na lista de espera (posição ${current.waitlistPosition}).`}
      </p>
      <div className="flex flex-wrap gap-2">
        {current.status === "confirmed" ? (
          <Button asChild variant="outline">
            <a href={calendarHref} download>
              <CalendarPlusIcon aria-hidden="true" />
              Adicionar à agenda (.ics)
            </a>
          </Button>
        ) : null}
        <form {...form}>
          {hidden}
          <input type="hidden" name="intent" value="leave" />
          <Button type="submit" variant="ghost" disabled={pending}>
            {current.status === "confirmed" ? "Cancelar inscrição" : "Sair da lista de espera"}
          </Button>
        </form>
      </div>
    </div>
  )
}
