import { isUploadedPostImage } from "@/lib/images/post-image"
import { cn } from "@/lib/utils"
import { FillImage } from "@/components/images/fill-image"

// The hosts next.config.ts lets the optimiser fetch (same variable, inlined at build).
const optimisedHosts = new Set(
  (process.env.NEXT_PUBLIC_IMAGE_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean)
)

/**
 * Local images, uploaded post images (the project's storage, allowed in next.config.ts) and
 * allowlisted https hosts go through the optimiser; any other address is shown as it is.
 */
function canOptimise(src: string): boolean {
  if (src.startsWith("/") && !src.startsWith("//")) return true
  if (isUploadedPostImage(src)) return true
  try {
    const url = new URL(src)
    return url.protocol === "https:" && optimisedHosts.has(url.hostname)
  } catch {
    return false
  }
}

export type PostImageProps = {
  src: string
  alt: string
  /** Responsive sizes hint for srcset selection. */
  sizes: string
  /** Above the fold (the post's cover, the first cards): load at once, at high priority. */
  eager?: boolean
  className?: string
}

/** A post's featured image in a 1200×630 frame, optimised (AVIF/WebP, srcset) and lazy unless eager. */
export function PostImage({ src, alt, sizes, eager = false, className }: PostImageProps) {
  return (
    <div className={cn("bg-muted relative aspect-[1200/630] overflow-hidden", className)}>
      <FillImage src={src} alt={alt} sizes={sizes} eager={eager} unoptimized={!canOptimise(src)} />
    </div>
  )
}
