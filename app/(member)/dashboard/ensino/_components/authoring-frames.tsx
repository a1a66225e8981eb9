import Link from "next/link"

import { TEACHING_PATH } from "@/lib/learning-auth"
import { materialPath, trackPath } from "@/lib/learning-url"
import type { LearningStatus } from "@/lib/learning/vocabulary"
import { deleteMaterial, deleteTrack, setMaterialStatus, setTrackStatus } from "../actions"
import { StatusControls } from "./status-controls"

/**
 * The top of the authoring pages below Ensino, one place for materials and tracks: the new-draft
 * pages and the editors differ only in their words and in what the editor adds under its title.
 */

function BackToTeaching() {
  return (
    <Link href={TEACHING_PATH} className="text-muted-foreground text-sm underline">
      Voltar para Ensino
    </Link>
  )
}

export type NewDraftPageProps = {
  title: string
  /** What happens after the first save, said before she starts. */
  note: string
  children: React.ReactNode
}

/** A "Novo material" / "Nova trilha" page: the way back, the title, the note and the form. */
export function NewDraftPage({ title, note, children }: NewDraftPageProps) {
  return (
    <div className="container mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackToTeaching />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{note}</p>
      {children}
    </div>
  )
}

/** What the editor header says and calls for each kind: the words agree with the noun's gender. */
const EDITED = {
  material: {
    idField: "materialId",
    noun: "o material",
    coverFailed: "O material foi criado, mas não foi possível enviar a capa. Escolha a imagem de novo abaixo.",
    publicPath: materialPath,
    setStatus: setMaterialStatus,
    remove: deleteMaterial,
  },
  track: {
    idField: "trackId",
    noun: "a trilha",
    coverFailed: "A trilha foi criada, mas não foi possível enviar a capa. Escolha a imagem de novo abaixo.",
    publicPath: trackPath,
    setStatus: setTrackStatus,
    remove: deleteTrack,
  },
} as const

export type EditorHeaderProps = {
  kind: keyof typeof EDITED
  item: { id: string; slug: string; title: string; status: LearningStatus }
  /** The create action saved the draft but its cover upload failed (`?capa=erro`). */
  coverFailed: boolean
}

/**
 * An editor's header: the way back, the title, its public page once published, a failed cover's
 * note and the status controls (publish, back to draft, delete).
 */
export function EditorHeader({ kind, item, coverFailed }: EditorHeaderProps) {
  const edited = EDITED[kind]
  return (
    <header className="space-y-3">
      <BackToTeaching />
      <h1 className="text-3xl font-bold tracking-tight">{item.title}</h1>
      {item.status === "published" ? (
        <Link href={edited.publicPath(item.slug)} prefetch={false} className="text-sm underline">
          Ver a página pública
        </Link>
      ) : null}
      {coverFailed ? (
        <p role="alert" className="text-destructive text-sm">
          {edited.coverFailed}
        </p>
      ) : null}
      <StatusControls
        idField={edited.idField}
        id={item.id}
        status={item.status}
        setStatus={edited.setStatus}
        remove={edited.remove}
        noun={edited.noun}
      />
    </header>
  )
}
