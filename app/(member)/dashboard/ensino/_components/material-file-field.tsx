"use client"

import * as React from "react"

import { type ActionState, IDLE } from "@/lib/action-state"
import { publicEnv } from "@/lib/env"
import { formatInteger, formatOneDecimal } from "@/lib/number-format"
import {
  LEARNING_FILE_MAX_BYTES,
  LEARNING_TEXT,
  LEARNING_UPLOAD_TYPES,
  learningFileExtension,
} from "@/lib/validations/learning"
import { Button } from "@/components/ui/button"
import { FileInput } from "@/components/ui/file-input"
import { Label } from "@/components/ui/label"

type Ticket = { path: string; token: string }

export type MaterialFileFieldProps = {
  materialId: string
  current: { name: string; size: number | null } | null
  request: (prev: ActionState<Ticket>, formData: FormData) => Promise<ActionState<Ticket>>
  attach: (prev: ActionState, formData: FormData) => Promise<ActionState>
}

type Phase =
  | { kind: "idle" }
  | { kind: "uploading"; percent: number }
  | { kind: "checking" }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string }

const MB = 1024 * 1024
const fileSize = (bytes: number) =>
  bytes < MB ? `${formatInteger(Math.ceil(bytes / 1024))} KB` : `${formatOneDecimal(bytes / MB)} MB`

const FAILED = "Não foi possível enviar o arquivo agora. Tente novamente."

/** Storage's refusals of the upload itself, in her words (the bucket checks size and type again). */
function uploadRefusal(status: number) {
  if (status === 413) return LEARNING_TEXT.fileTooLarge
  if (status === 415 || status === 422) return LEARNING_TEXT.fileWrongType
  return FAILED
}

/**
 * Sends the file straight from the browser to Storage with a signed upload URL (a server action
 * takes at most 3 MB; files go up to 25 MB), showing its progress, then asks the server to attach
 * it: the server reads the bytes back, sniffs them and refuses (and deletes) anything else.
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function MaterialFileField({ materialId, current, request, attach }: MaterialFileFieldProps) {
  const inputRef = React.useRef<HTMLInputElement>(null)
  const [phase, setPhase] = React.useState<Phase>({ kind: "idle" })
  const busy = phase.kind === "uploading" || phase.kind === "checking"

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const file = inputRef.current?.files?.[0]
    if (!file) return setPhase({ kind: "error", message: "Escolha um arquivo para enviar." })
    const extension = learningFileExtension(file.name)
    if (!extension) return setPhase({ kind: "error", message: LEARNING_TEXT.fileWrongType })
    if (file.size > LEARNING_FILE_MAX_BYTES) return setPhase({ kind: "error", message: LEARNING_TEXT.fileTooLarge })
    if (file.size === 0) return setPhase({ kind: "error", message: "O arquivo está vazio." })

    setPhase({ kind: "uploading", percent: 0 })
    const ask = new FormData()
    ask.set("materialId", materialId)
    ask.set("fileName", file.name)
    ask.set("size", String(file.size))
    const ticket = await request(IDLE as ActionState<Ticket>, ask).catch(() => null)
    if (!ticket || ticket.status !== "success" || !ticket.data) {
      return setPhase({ kind: "error", message: ticket && ticket.status === "error" ? ticket.message : FAILED })
    }

    const status = await upload(ticket.data, file, LEARNING_UPLOAD_TYPES[extension], (percent) =>
      setPhase({ kind: "uploading", percent })
    )
    if (status < 200 || status >= 300) return setPhase({ kind: "error", message: uploadRefusal(status) })

    setPhase({ kind: "checking" })
    const done = new FormData()
    done.set("materialId", materialId)
    done.set("path", ticket.data.path)
    done.set("fileName", file.name)
    const answer = await attach(IDLE, done).catch(() => null)
    if (!answer || answer.status !== "success") {
      return setPhase({ kind: "error", message: answer && answer.status === "error" ? answer.message : FAILED })
    }
    setPhase({ kind: "done", message: answer.message })
  }

  return (
    <form onSubmit={send} className="space-y-3" aria-busy={busy}>
      <p className="text-sm">
        {current ? (
          <>
            Arquivo atual: <strong>{current.name}</strong>
            {current.size ? ` (${fileSize(current.size)})` : ""}
          </>
        ) : (
          "Nenhum arquivo enviado ainda."
        )}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="material-file">Arquivo (PDF, XLSX, ODS, CSV, DOCX ou ODT, até 25 MB)</Label>
        <FileInput
          ref={inputRef}
          id="material-file"
          name="file"
          accept={Object.entries(LEARNING_UPLOAD_TYPES)
            .flatMap(([extension, mime]) => [`.${extension}`, mime])
            .join(",")}
          aria-describedby="material-file-status"
          disabled={busy}
          onChange={() => setPhase({ kind: "idle" })}
        />
      </div>
      {phase.kind === "uploading" ? (
        <progress className="w-full" max={100} value={phase.percent} aria-label="Progresso do envio">
          {phase.percent}%
        </progress>
      ) : null}
      <p
        id="material-file-status"
        role={phase.kind === "error" ? "alert" : "status"}
        className={phase.kind === "error" ? "text-destructive text-sm" : "text-muted-foreground text-sm"}
      >
        {phase.kind === "uploading"
          ? `Enviando… ${phase.percent}%`
          : phase.kind === "checking"
            ? "Conferindo o arquivo…"
            : phase.kind === "done" || phase.kind === "error"
              ? phase.message
              : ""}
      </p>
      <Button type="submit" variant="outline" disabled={busy}>
        {current ? "Trocar arquivo" : "Enviar arquivo"}
      </Button>
    </form>
  )
}

/** PUTs the file to the signed upload URL; answers the HTTP status (0 when the network failed). */
function upload(ticket: Ticket, file: File, type: string, onProgress: (percent: number) => void) {
  const base = publicEnv.supabaseUrl.replace(/\/+$/, "")
  const path = ticket.path.split("/").map(encodeURIComponent).join("/")
  const url = `${base}/storage/v1/object/upload/sign/learning-files/${path}?token=${encodeURIComponent(ticket.token)}`
  return new Promise<number>((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open("PUT", url)
    // As supabase-js's uploadToSignedUrl sends a raw body; the bucket checks this type against its list.
    xhr.setRequestHeader("content-type", type)
    xhr.setRequestHeader("x-upsert", "false")
    xhr.setRequestHeader("cache-control", "max-age=3600")
    xhr.setRequestHeader("apikey", publicEnv.supabaseAnonKey)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => resolve(xhr.status)
    xhr.onerror = () => resolve(0)
    xhr.send(file)
  })
}
