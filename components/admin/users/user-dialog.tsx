"use client"

import { useId, useRef } from "react"

import { fieldError, fieldValue, IDLE, type FormAction } from "@/lib/action-state"
import { formatDate } from "@/lib/format"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import type { AdminUser } from "@/lib/data/admin-users"
import { MANAGED_ROLES, ROLE_LABELS } from "@/lib/validations/admin-users"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Separator } from "@/components/ui/separator"
import { Switch } from "@/components/ui/switch"
import { ADMIN_TOASTS, useAdminAction } from "@/components/admin/users/use-admin-action"

export interface UserActions {
  setUserRight: FormAction
  setUserRole: FormAction
  grantPermission: FormAction
  revokePermission: FormAction
}

export interface UserDialogProps {
  user: AdminUser | null
  actions: UserActions
  onOpenChange: (open: boolean) => void
}

export function UserDialog({ user, actions, onOpenChange }: UserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {user ? <UserDialogBody user={user} actions={actions} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function SwitchRow({
  label,
  hint,
  checked,
  busy,
  onChange,
}: {
  label: string
  hint?: string
  checked: boolean
  busy: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        // Not `disabled` while saving: that would drop keyboard focus out of the dialog.
        aria-busy={busy || undefined}
        onCheckedChange={(next) => {
          if (!busy) onChange(next)
        }}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  )
}

function UserDialogBody({ user, actions }: { user: AdminUser; actions: UserActions }) {
  const { pending, run } = useAdminAction()
  const name = user.full_name?.trim() || user.email || "Usuária"

  return (
    <>
      <DialogHeader>
        <DialogTitle>Gerenciar usuária</DialogTitle>
        <DialogDescription>Altere permissões e papéis. Cada mudança é salva na hora.</DialogDescription>
      </DialogHeader>

      <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="text-muted-foreground">Nome</dt>
        <dd className="font-medium break-words">{name}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="font-medium break-all">{user.email ?? "—"}</dd>
        <dt className="text-muted-foreground">Cadastro</dt>
        <dd className="font-medium">{formatDate(user.created_at)}</dd>
      </dl>

      <Separator />
      <section aria-labelledby="permissoes-titulo" aria-busy={pending}>
        <h3 id="permissoes-titulo" className="mb-1 font-semibold">
          Permissões
        </h3>
        <SwitchRow
          label="Administradora"
          hint="Acesso a todo o painel administrativo."
          checked={user.is_admin}
          busy={pending}
          onChange={(checked) =>
            run(actions.setUserRight, { userId: user.id, right: "admin", enabled: String(checked) })
          }
        />
        <SwitchRow
          label="Editora do blog"
          hint="Pode criar e publicar posts no Convergindo."
          checked={user.can_edit_blog}
          busy={pending}
          onChange={(checked) =>
            run(actions.setUserRight, { userId: user.id, right: "blog_editor", enabled: String(checked) })
          }
        />
      </section>

      <Separator />
      <section aria-labelledby="papeis-titulo">
        <h3 id="papeis-titulo" className="mb-1 font-semibold">
          Papéis
        </h3>
        {MANAGED_ROLES.map((role) => (
          <SwitchRow
            key={role}
            label={ROLE_LABELS[role]}
            hint={
              role === "instructor"
                ? user.instructor_interest
                  ? "Ela pediu para ensinar no perfil."
                  : "Organiza projetos (cursos, mentorias). Concedido só pela administração."
                : undefined
            }
            checked={user.roles.includes(role)}
            busy={pending}
            onChange={(checked) => run(actions.setUserRole, { userId: user.id, role, enabled: String(checked) })}
          />
        ))}
      </section>

      <Separator />
      <section aria-labelledby="concessoes-titulo" className="space-y-3">
        <h3 id="concessoes-titulo" className="font-semibold">
          Permissões especiais
        </h3>
        {user.grants.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhuma permissão especial ativa.</p>
        ) : (
          <ul className="space-y-2" aria-label="Permissões especiais ativas">
            {user.grants.map((grant) => (
              <li key={grant.id} className="flex items-center justify-between gap-3 rounded-md border p-2 text-sm">
                <div className="min-w-0">
                  <p className="font-mono font-medium break-all">{grant.permissionName}</p>
                  <p className="text-muted-foreground text-xs">
                    {grant.expiresAt ? `Expira em ${formatDate(grant.expiresAt)}` : "Sem expiração"}
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={pending}
                  onClick={() => run(actions.revokePermission, { userId: user.id, permissionId: grant.id })}
                >
                  Revogar<span className="sr-only"> {grant.permissionName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <GrantForm userId={user.id} action={actions.grantPermission} />
      </section>
    </>
  )
}

function GrantForm({ userId, action }: { userId: string; action: FormAction }) {
  const [state, form, pending] = useFormAction(action, IDLE)
  const formRef = useRef<HTMLFormElement>(null)
  const nameId = useId()
  const expiryId = useId()

  useActionToast(state, { ...ADMIN_TOASTS, onSuccess: () => formRef.current?.reset() })

  const nameError = fieldError(state, "permissionName")
  const expiryError = fieldError(state, "expiresOn")
  return (
    <form ref={formRef} {...form} className="space-y-3 rounded-md border p-3" aria-label="Conceder permissão">
      <input type="hidden" name="userId" value={userId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Nome da permissão</Label>
          <Input
            id={nameId}
            name="permissionName"
            placeholder="ex.: diretorio.gerenciar"
            autoComplete="off"
            required
            defaultValue={fieldValue(state, "permissionName")}
            key={`name-${state.status}-${fieldValue(state, "permissionName") ?? ""}`}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
          />
          {nameError ? (
            <p id={`${nameId}-error`} className="text-destructive text-xs">
              {nameError}
            </p>
          ) : null}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={expiryId}>Expira em (opcional)</Label>
          <Input
            id={expiryId}
            name="expiresOn"
            type="date"
            defaultValue={fieldValue(state, "expiresOn")}
            key={`expiry-${state.status}-${fieldValue(state, "expiresOn") ?? ""}`}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${expiryId}-error` : undefined}
          />
          {expiryError ? (
            <p id={`${expiryId}-error`} className="text-destructive text-xs">
              {expiryError}
            </p>
          ) : null}
        </div>
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? "Concedendo..." : "Conceder permissão"}
      </Button>
      <p role="status" className="sr-only">
        {state.status === "idle" ? "" : state.message}
      </p>
    </form>
  )
}
