"use client"

import * as React from "react"
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react"
import { IDLE } from "@/lib/action-state"
import type { AdminPost, BlogOption } from "@/lib/data/admin-posts"
import { formatDate, formatDateTime } from "@/lib/format"
import { useActionToast } from "@/lib/hooks/use-action-toast"
import { useFormAction } from "@/lib/hooks/use-form-action"
import { formatInteger } from "@/lib/number-format"
import { POST_STATUS_LABELS, type PostStatus } from "@/lib/validations/post"
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"
import { deletePost } from "../actions"
import { PostForm } from "./post-form"

export interface BlogAdminProps {
  posts: AdminPost[]
  categories: BlogOption[]
  tags: BlogOption[]
  filtered: boolean
}

const STATUS_VARIANT: Record<PostStatus, "default" | "secondary" | "outline"> = {
  published: "default",
  scheduled: "default",
  draft: "secondary",
  archived: "outline",
}

type Editing = { post: AdminPost | null; key: number } | null

export function BlogAdmin({ posts, categories, tags, filtered }: BlogAdminProps) {
  const [editing, setEditing] = React.useState<Editing>(null)
  const [deleting, setDeleting] = React.useState<AdminPost | null>(null)
  const close = React.useCallback(() => setEditing(null), [])

  return (
    <section aria-labelledby="posts-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="posts-heading" className="text-xl font-semibold">
          Posts
        </h2>
        <Button onClick={() => setEditing({ post: null, key: Date.now() })}>
          <PlusIcon aria-hidden="true" /> Novo Post
        </Button>
      </div>

      {posts.length === 0 ? (
        <p className="text-muted-foreground rounded-md border p-6 text-center">
          {filtered ? "Nenhum post encontrado com os filtros aplicados." : "Nenhum post criado ainda."}
        </p>
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Título</TableHead>
                <TableHead className="hidden md:table-cell">Resumo</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden text-right sm:table-cell">Visualizações</TableHead>
                <TableHead className="hidden sm:table-cell">Criado em</TableHead>
                <TableHead className="text-right">Ações</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {posts.map((post) => (
                <TableRow key={post.id}>
                  <TableCell className="max-w-48 font-medium whitespace-normal sm:max-w-64">{post.title}</TableCell>
                  <TableCell className="text-muted-foreground hidden max-w-80 md:table-cell">
                    <span className="line-clamp-2 whitespace-normal">{post.excerpt || "—"}</span>
                  </TableCell>
                  <TableCell>
                    <Badge variant={STATUS_VARIANT[post.status]}>{POST_STATUS_LABELS[post.status]}</Badge>
                    {post.status === "scheduled" && post.publishedAt ? (
                      <span className="text-muted-foreground mt-1 block text-xs">
                        {formatDateTime(post.publishedAt)}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="hidden text-right sm:table-cell">{formatInteger(post.viewsCount)}</TableCell>
                  <TableCell className="hidden sm:table-cell">{formatDate(post.createdAt)}</TableCell>
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Editar “${post.title}”`}
                        title="Editar"
                        onClick={() => setEditing({ post, key: Date.now() })}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Excluir “${post.title}”`}
                        title="Excluir"
                        onClick={() => setDeleting(post)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && close()}>
        {/* A column: the header, the fields (they scroll), and the form's action bar at the bottom. */}
        <DialogContent className="flex h-dvh max-h-dvh max-w-full flex-col gap-0 overflow-hidden rounded-none p-0 sm:h-auto sm:max-h-[90vh] sm:max-w-3xl sm:rounded-lg">
          <DialogHeader className="px-6 pt-6 pr-12 pb-4">
            <DialogTitle>{editing?.post ? "Editar Post" : "Novo Post"}</DialogTitle>
            <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <PostForm
              key={editing.key}
              post={editing.post}
              categories={categories}
              tags={tags}
              onSaved={close}
              onCancel={close}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <DeletePostDialog post={deleting} onDone={() => setDeleting(null)} />
    </section>
  )
}

function DeletePostDialog({ post, onDone }: { post: AdminPost | null; onDone: () => void }) {
  const [state, form, pending] = useFormAction(deletePost, IDLE)
  useActionToast(state, { onSuccess: onDone })

  // An alert dialog: it interrupts to confirm a destructive step, and Cancelar has focus first.
  return (
    <AlertDialog open={post !== null} onOpenChange={(open) => !open && onDone()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir post?</AlertDialogTitle>
          <AlertDialogDescription>
            {post ? `“${post.title}” será excluído definitivamente. Esta ação não pode ser desfeita.` : ""}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <form {...form}>
          <input type="hidden" name="id" value={post?.id ?? ""} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancelar</AlertDialogCancel>
            {/* Not AlertDialogAction: that closes at once; this stays open until the server answers. */}
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Excluindo…" : "Excluir"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
