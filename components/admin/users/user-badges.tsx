import { ROLE_LABELS, type UserRole } from "@/lib/validations/admin-users"
import { Badge } from "@/components/ui/badge"

export interface UserBadgesProps {
  isAdmin: boolean
  canEditBlog: boolean
  newsletter: boolean
}

/** The three permission badges of the users table (spec section 2). */
export function PermissionBadges({ isAdmin, canEditBlog, newsletter }: UserBadgesProps) {
  if (!isAdmin && !canEditBlog && !newsletter) return <span className="text-muted-foreground">—</span>
  return (
    <div className="flex flex-wrap gap-1">
      {isAdmin ? <Badge>Admin</Badge> : null}
      {canEditBlog ? <Badge variant="secondary">Editor</Badge> : null}
      {newsletter ? <Badge variant="outline">Newsletter</Badge> : null}
    </div>
  )
}

export function RoleBadges({ roles, asksToTeach = false }: { roles: readonly string[]; asksToTeach?: boolean }) {
  // Someone who asked to teach and is not an instructor yet is waiting for an admin.
  const waiting = asksToTeach && !roles.includes("instructor")
  if (roles.length === 0 && !waiting) return <span className="text-muted-foreground">Sem papéis</span>
  return (
    <div className="flex flex-wrap gap-1">
      {waiting ? <Badge variant="secondary">Quer ensinar</Badge> : null}
      {roles.map((role) => (
        <Badge key={role} variant="outline">
          {ROLE_LABELS[role as UserRole] ?? role}
        </Badge>
      ))}
    </div>
  )
}
