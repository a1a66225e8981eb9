"use client"

import { useDeferredValue, useId, useMemo, useState } from "react"
import { SearchIcon } from "lucide-react"

import type { AdminUser } from "@/lib/data/admin-users"
import {
  filterUsers,
  ROLE_FILTER_LABELS,
  ROLE_FILTERS,
  parseRoleFilter,
  type RoleFilter,
} from "@/lib/validations/admin-users"
import { formatDate } from "@/lib/format"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { ActionsColumnHead } from "@/components/admin/shared/actions-column-head"
import { UserDialog, type UserActions } from "@/components/admin/users/user-dialog"
import { PermissionBadges, RoleBadges } from "@/components/admin/users/user-badges"
import { MemberAvatar } from "@/components/avatar/member-avatar"

export interface UsersManagerProps {
  users: AdminUser[]
  initialQuery: string
  initialFilter: RoleFilter
  actions: UserActions
}

/** Keeps the search and filter in the address bar, so a reload or a shared link shows the same list. */
function syncUrl(query: string, filter: RoleFilter) {
  const params = new URLSearchParams(window.location.search)
  if (query.trim()) params.set("q", query.trim())
  else params.delete("q")
  if (filter !== "all") params.set("papel", filter)
  else params.delete("papel")
  const search = params.toString()
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`)
}

export function UsersManager({ users, initialQuery, initialFilter, actions }: UsersManagerProps) {
  const [query, setQuery] = useState(initialQuery)
  const [filter, setFilter] = useState<RoleFilter>(initialFilter)
  // The dialog follows the id, so it shows the fresh row after each change revalidates the list.
  const [openId, setOpenId] = useState<string | null>(null)
  const deferredQuery = useDeferredValue(query)
  const searchId = useId()
  const filterId = useId()

  const filtered = useMemo(() => filterUsers(users, deferredQuery, filter), [users, deferredQuery, filter])
  const counters = [
    { label: "Total de usuárias", value: users.length },
    { label: "Administradoras", value: users.filter((user) => user.is_admin).length },
    { label: "Editoras do blog", value: users.filter((user) => user.can_edit_blog).length },
    { label: "Resultados filtrados", value: filtered.length },
  ]
  const openUser = users.find((user) => user.id === openId) ?? null

  return (
    <div className="space-y-6">
      <section aria-label="Resumo" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counters.map((counter) => (
          <Card key={counter.label} className="gap-2 py-4">
            <CardHeader className="px-4">
              <CardTitle className="text-muted-foreground text-sm font-medium">{counter.label}</CardTitle>
            </CardHeader>
            <CardContent className="px-4">
              <p className="text-2xl font-bold" data-testid={`contador-${counter.label}`}>
                {counter.value}
              </p>
            </CardContent>
          </Card>
        ))}
      </section>

      <search className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <div className="space-y-1.5">
          <Label htmlFor={searchId}>Buscar por email ou nome</Label>
          <div className="relative">
            <SearchIcon
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="ex.: maria@exemplo.com"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                syncUrl(event.target.value, filter)
              }}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={filterId}>Filtrar por papel</Label>
          <Select
            value={filter}
            onValueChange={(value) => {
              const next = parseRoleFilter(value)
              setFilter(next)
              syncUrl(query, next)
            }}
          >
            <SelectTrigger id={filterId} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ROLE_FILTERS.map((option) => (
                <SelectItem key={option} value={option}>
                  {ROLE_FILTER_LABELS[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </search>

      <p className="sr-only" role="status" aria-live="polite">
        {filtered.length === 1 ? "1 usuária encontrada" : `${filtered.length} usuárias encontradas`}
      </p>

      <div className="rounded-md border">
        <Table aria-label="Usuárias">
          <TableHeader>
            <TableRow>
              <TableHead>Usuária</TableHead>
              <TableHead>Papéis</TableHead>
              <TableHead>Permissões</TableHead>
              <TableHead className="whitespace-nowrap">Cadastro</TableHead>
              <ActionsColumnHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {filtered.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="text-muted-foreground py-8 text-center">
                  Nenhuma usuária encontrada com os filtros aplicados.
                </TableCell>
              </TableRow>
            ) : (
              filtered.map((user) => {
                const name = user.full_name?.trim() || user.email || "Usuária"
                return (
                  <TableRow key={user.id}>
                    <TableCell className="min-w-48">
                      <div className="flex items-center gap-3">
                        <MemberAvatar name={name} url={user.avatar_url} size={32} />
                        <div className="min-w-0">
                          <p className="font-medium">{name}</p>
                          <p className="text-muted-foreground text-xs break-all">{user.email ?? "—"}</p>
                        </div>
                      </div>
                    </TableCell>
                    <TableCell className="min-w-36">
                      <RoleBadges roles={user.roles} asksToTeach={user.instructor_interest} />
                    </TableCell>
                    <TableCell className="min-w-36">
                      <PermissionBadges
                        isAdmin={user.is_admin}
                        canEditBlog={user.can_edit_blog}
                        newsletter={user.newsletter_subscribed}
                      />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(user.created_at)}</TableCell>
                    <TableCell className="text-right">
                      <Button type="button" variant="outline" size="sm" onClick={() => setOpenId(user.id)}>
                        Gerenciar<span className="sr-only"> {name}</span>
                      </Button>
                    </TableCell>
                  </TableRow>
                )
              })
            )}
          </TableBody>
        </Table>
      </div>

      <UserDialog user={openUser} actions={actions} onOpenChange={(open) => (open ? null : setOpenId(null))} />
    </div>
  )
}
