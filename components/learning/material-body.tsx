import Link from "next/link"
import { DownloadIcon, ExternalLinkIcon, LockIcon } from "lucide-react"

import type { LearningContent, LearningMaterialCard } from "@/lib/data/learning"
import { embedUrl, videoTitle } from "@/lib/learning/video"
import { materialFilePath } from "@/lib/learning-url"
import { formatInteger, formatOneDecimal } from "@/lib/number-format"
import { Button } from "@/components/ui/button"
import { authTabHref } from "@/components/auth/auth-tabs"
import { PostContent } from "@/components/blog/post-content"

/**
 * A material's content by kind: an article's sanitised HTML (styled as a post's body), a video
 * through the privacy-enhanced players, a file through the per-request download route, a link to
 * another site. And what a visitor sees in its place on a members-only material.
 */

/** "2,4 MB", "310 KB": the file's size as people read it. */
function fileSize(bytes: number | null): string | null {
  if (bytes === null || bytes <= 0) return null
  if (bytes < 1024 * 1024) return `${formatInteger(Math.max(1, Math.round(bytes / 1024)))} KB`
  return `${formatOneDecimal(bytes / (1024 * 1024))} MB`
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "")
  } catch {
    return url
  }
}

export function MaterialBody({ material, content }: { material: LearningMaterialCard; content: LearningContent }) {
  switch (material.kind) {
    case "article":
      return content.bodyHtml ? <PostContent html={content.bodyHtml} /> : <MissingContent />
    case "video":
      return content.video ? (
        <div className="bg-muted aspect-video overflow-hidden rounded-xl border">
          {/* The address is built from the stored provider and id (lib/learning/video.ts), never pasted text. */}
          <iframe
            src={embedUrl(content.video.provider, content.video.id)}
            title={videoTitle(content.video.provider, material.title)}
            loading="lazy"
            allow="encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        </div>
      ) : (
        <MissingContent />
      )
    case "file": {
      if (!content.file) return <MissingContent />
      const size = fileSize(content.file.size)
      return (
        <div className="bg-card flex flex-wrap items-center justify-between gap-4 rounded-xl border p-5">
          <div className="min-w-0">
            <p className="font-medium break-all">{content.file.name}</p>
            {size ? <p className="text-muted-foreground text-sm">{size}</p> : null}
          </div>
          <Button asChild size="lg">
            {/* A route handler signs a 60-second address per request: none is ever in this HTML. */}
            <a href={materialFilePath(material.slug)} rel="nofollow">
              <DownloadIcon aria-hidden="true" />
              Baixar arquivo
            </a>
          </Button>
        </div>
      )
    }
    case "link":
      return content.linkUrl ? (
        <div className="bg-card rounded-xl border p-5">
          <p className="text-muted-foreground text-sm">Este material está em outro site: {hostOf(content.linkUrl)}</p>
          <Button asChild size="lg" className="mt-3">
            <a href={content.linkUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" />
              Abrir o material
              <span className="sr-only"> (abre em nova aba, em {hostOf(content.linkUrl)})</span>
            </a>
          </Button>
        </div>
      ) : (
        <MissingContent />
      )
  }
}

function MissingContent() {
  return <p className="text-muted-foreground">O conteúdo deste material não está disponível no momento.</p>
}

/** In place of a members-only material's content, for visitors: the summary stays, the content and file do not. */
export function MembersOnlyInvitation({ from }: { from: string }) {
  return (
    <div className="bg-card rounded-xl border p-6 text-center">
      <LockIcon className="text-muted-foreground mx-auto mb-3 size-8" aria-hidden="true" />
      <p className="text-lg font-semibold">Este material é exclusivo para membros</p>
      <p className="text-muted-foreground mt-2 text-sm">
        Faça parte da comunidade, sem custo, para ler este e outros materiais e acompanhar seu progresso nas trilhas.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button asChild size="lg">
          <Link href={authTabHref("cadastrar", from)}>Criar conta</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={authTabHref("entrar", from)}>Já tenho conta: entrar</Link>
        </Button>
      </div>
    </div>
  )
}
