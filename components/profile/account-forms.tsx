"use client"

import { useState } from "react"
import { Download, Trash2 } from "lucide-react"

import { type ActionState, fieldError, fieldValue, IDLE } from "@/lib/action-state"
import { DELETE_CONFIRMATION } from "@/lib/validations/profile"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { Button } from "@/components/ui/button"
import { DialogFooter } from "@/components/ui/dialog"
import {
  AuthField,
  CurrentPasswordField,
  EmailField,
  NewPasswordFields,
  type NewPasswordSpec,
} from "@/components/auth/auth-field"
import { FormStatus } from "@/components/auth/form-parts"
import { DialogCancelButton, TitledDialog } from "@/components/forms/titled-dialog"
import { changeEmail, changePassword, deleteAccount } from "@/components/profile/account-actions"
import { FormActions } from "@/components/profile/profile-fields"

export interface EmailFormProps {
  email: string
  /** The address waiting for its confirmation link to be opened, if any. */
  pendingEmail: string | null
}

/** "Senha atual": the e-mail and password changes both ask for it, in the same words, before they act. */
function ConfirmCurrentPassword({ formId, id, state }: { formId: string; id: string; state: ActionState }) {
  return (
    <CurrentPasswordField
      formId={formId}
      id={id}
      name="currentPassword"
      label="Senha atual"
      showLabel="Mostrar senha atual"
      hideLabel="Ocultar senha atual"
      error={fieldError(state, "currentPassword")}
    />
  )
}

export function EmailForm({ email, pendingEmail }: EmailFormProps) {
  // The answer stays on screen: it says where the confirmation link went.
  const [state, form, pending] = useFormAction(changeEmail, IDLE)
  const kept = state.status === "error" ? fieldValue(state, "email") : undefined
  return (
    <form {...form} noValidate aria-label="Alterar e-mail" className="space-y-4">
      <p className="text-sm">
        E-mail de acesso atual: <span className="font-medium break-all">{email}</span>
      </p>
      <p className="text-muted-foreground text-sm">
        Por segurança, enviamos um link para o e-mail atual e outro para o novo. A troca só acontece depois que você
        abrir os dois links; até lá, continue entrando com o e-mail atual.
      </p>
      {pendingEmail ? (
        <p className="text-muted-foreground text-sm">
          Aguardando confirmação de <span className="text-foreground font-medium break-all">{pendingEmail}</span>: abra
          os links que enviamos para esse endereço e para o e-mail atual.
        </p>
      ) : null}
      <EmailField
        formId="email"
        id="email-novo"
        label="Novo e-mail"
        defaultValue={kept}
        error={fieldError(state, "email")}
      />
      <ConfirmCurrentPassword formId="email" id="email-senha-atual" state={state} />
      <FormStatus state={state} />
      <FormActions>
        <Button type="submit" variant="outline" disabled={pending} aria-busy={pending}>
          {pending ? "Enviando..." : "Alterar e-mail"}
        </Button>
      </FormActions>
    </form>
  )
}

const NEW_PASSWORD_FIELDS: readonly NewPasswordSpec[] = [
  {
    id: "senha-nova",
    name: "password",
    label: "Nova senha",
    showLabel: "Mostrar nova senha",
    hideLabel: "Ocultar nova senha",
  },
  {
    id: "senha-confirmar",
    name: "confirmPassword",
    label: "Confirmar nova senha",
    showLabel: "Mostrar confirmação da nova senha",
    hideLabel: "Ocultar confirmação da nova senha",
  },
]

export function PasswordForm() {
  // Both answers stay in the form's status region, beside the fields they are about.
  const [state, form, pending] = useFormAction(changePassword, IDLE, {
    resetWhen: (answer) => answer.status === "success",
  })
  return (
    <form {...form} noValidate aria-label="Alterar senha" className="space-y-4">
      <ConfirmCurrentPassword formId="senha" id="senha-atual" state={state} />
      <NewPasswordFields formId="senha" fields={NEW_PASSWORD_FIELDS} state={state} />
      <FormStatus state={state} />
      <FormActions>
        <Button type="submit" variant="outline" disabled={pending} aria-busy={pending}>
          {pending ? "Alterando..." : "Alterar senha"}
        </Button>
      </FormActions>
    </form>
  )
}

/** "Baixar meus dados": a plain link to the JSON download, so it works without JavaScript too. */
export function DownloadDataLink() {
  return (
    <Button asChild variant="outline">
      <a href="/dashboard/perfil/dados" download>
        <Download aria-hidden />
        Baixar meus dados
      </a>
    </Button>
  )
}

export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false)
  return (
    <TitledDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Excluir minha conta
        </Button>
      }
      title="Excluir minha conta"
      description="Esta ação não pode ser desfeita."
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      {/* Mounted only while open: a closed dialog starts over, with nothing typed kept. */}
      {open ? <DeleteAccountForm /> : null}
    </TitledDialog>
  )
}

function DeleteAccountForm() {
  // A success never answers: the action signs her out and redirects to /conta-excluida.
  const [state, form, pending] = useFormAction(deleteAccount, IDLE)
  return (
    <form {...form} noValidate aria-label="Excluir minha conta" className="space-y-4">
      {/* What delete_user_account really does (README, "Account deletion"). */}
      <ul className="text-muted-foreground list-disc space-y-1 pl-5 text-sm">
        <li>Seu perfil, foto, notificações, permissões e inscrição na newsletter são apagados.</li>
        <li>
          Seus negócios saem do diretório e os produtos deles saem da loja; ficam guardados sem dono e sem seu WhatsApp
          e e-mail, com as avaliações que outras pessoas escreveram.
        </li>
        <li>Suas inscrições em projetos são canceladas e a vaga passa para a lista de espera.</li>
        <li>
          Avaliações, tópicos e mensagens que você escreveu continuam no site, assinados como “Ex-associada”; seus posts
          do blog continuam publicados, sem o seu nome.
        </li>
        <li>Se você é embaixadora, seu código, suas indicações e as comissões ainda não pagas são apagados.</li>
        <li>Você sai da sua conta em seguida e vê a confirmação da exclusão.</li>
      </ul>
      <CurrentPasswordField
        formId="excluir"
        id="excluir-senha"
        name="password"
        label="Sua senha"
        error={fieldError(state, "password")}
      />
      <AuthField
        formId="excluir"
        id="excluir-confirmacao"
        name="confirmation"
        label={`Digite ${DELETE_CONFIRMATION} para confirmar`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        defaultValue={state.status === "error" ? fieldValue(state, "confirmation") : undefined}
        error={fieldError(state, "confirmation")}
      />
      <FormStatus state={state} />
      <DialogFooter>
        <DialogCancelButton />
        <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending}>
          {pending ? "Excluindo..." : "Excluir definitivamente"}
        </Button>
      </DialogFooter>
    </form>
  )
}
